import { FlappyGame } from "../../features/games/flappy/flappy-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("flappy");

export default function FlappyGameRoute() {
  return <FlappyGame />;
}
