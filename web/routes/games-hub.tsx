import { gamesHubMessages } from "../content/games-hub";
import { GamesHubPage } from "../features/games/hub/games-hub-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => {
  const t = gamesHubMessages.get();
  return pageMeta({ title: t.title, description: t.intro, path: "/games" });
});

export default function GamesHubRoute() {
  return <GamesHubPage />;
}
