import { SlidingGame } from "../../features/games/sliding/sliding-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("sliding");

export default function SlidingGameRoute() {
  return <SlidingGame />;
}
