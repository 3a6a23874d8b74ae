import { defineMessages } from "../../i18n/i18n";
import { gameAboutTexts } from "../games";

/** memory's hub line and how-to-play note in the page's language (web/content/games.ts says why each game has its own). */
export const about = defineMessages("games-about-memory", gameAboutTexts("memory"));
