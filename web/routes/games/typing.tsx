import { about } from "../../content/game-about/typing";
import { GameAbout } from "../../features/games/shared/game-about";
import { TypingGame } from "../../features/games/typing/typing-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("typing", about));

export default function TypingGameRoute() {
  return (
    <GameAbout about={about}>
      <TypingGame />
    </GameAbout>
  );
}
