import { TypingGame } from "../../features/games/typing/typing-game";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = () => gameMeta("typing");

export default function TypingGameRoute() {
  return <TypingGame />;
}
