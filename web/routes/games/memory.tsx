import { gameAboutTexts } from "../../content/games";
import { defineMessages } from "../../i18n/i18n";
import { GameAbout } from "../../features/games/shared/game-about";
import { MemoryGame } from "../../features/games/memory/memory-game";
import { routeMeta } from "../../lib/meta";
import { PlayFriend } from "../../features/games/rooms/play-friend";
import { gameMeta } from "../../features/games/shared/game-meta";

/** The game's hub line and how-to-play note: its own catalog, defined here so it travels in this route's chunk (web/content/games.ts). */
const about = defineMessages("games-about-memory", gameAboutTexts("memory"));

export const meta = routeMeta(() => gameMeta("memory", about));

export default function MemoryGameRoute() {
  return (
    <GameAbout about={about}>
      <PlayFriend game="memory">
        <MemoryGame />
      </PlayFriend>
    </GameAbout>
  );
}
