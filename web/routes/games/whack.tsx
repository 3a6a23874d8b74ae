import { WhackGame } from "../../features/games/whack/whack-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("whack");

export default function WhackGameRoute() {
  return <WhackGame />;
}
