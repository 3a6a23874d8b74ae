import { Connect4Game } from "../../features/games/connect4/connect4-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("connect4"));

export default function Connect4GameRoute() {
  return <Connect4Game />;
}
