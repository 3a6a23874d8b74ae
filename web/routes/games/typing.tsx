import { TypingGame } from "../../features/games/typing/typing-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("typing"));

export default function TypingGameRoute() {
  return <TypingGame />;
}
