import { BreakoutGame } from "../../features/games/breakout/breakout-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("breakout");

export default function BreakoutGameRoute() {
  return <BreakoutGame />;
}
