import { about } from "../../content/game-about/flappy";
import { GameAbout } from "../../features/games/shared/game-about";
import { FlappyGame } from "../../features/games/flappy/flappy-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("flappy", about));

export default function FlappyGameRoute() {
  return (
    <GameAbout about={about}>
      <FlappyGame />
    </GameAbout>
  );
}
