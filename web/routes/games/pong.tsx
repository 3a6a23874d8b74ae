import { PongGame } from "../../features/games/pong/pong-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("pong");

export default function PongGameRoute() {
  return <PongGame />;
}
