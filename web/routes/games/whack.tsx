import { about } from "../../content/game-about/whack";
import { GameAbout } from "../../features/games/shared/game-about";
import { WhackGame } from "../../features/games/whack/whack-game";
import { routeMeta } from "../../lib/meta";
import { gameMeta } from "../../features/games/shared/game-meta";

export const meta = routeMeta(() => gameMeta("whack", about));

export default function WhackGameRoute() {
  return (
    <GameAbout about={about}>
      <WhackGame />
    </GameAbout>
  );
}
