import { WhackGame } from "../../features/games/whack/whack-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("whack"));

export default function WhackGameRoute() {
  return <WhackGame />;
}
