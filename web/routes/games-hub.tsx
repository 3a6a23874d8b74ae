import { GAMES_HUB } from "../content/games-hub";
import { GamesHubPage } from "../features/games/hub/games-hub-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ title: GAMES_HUB.title, description: GAMES_HUB.intro, path: "/games" });

export default function GamesHubRoute() {
  return <GamesHubPage />;
}
