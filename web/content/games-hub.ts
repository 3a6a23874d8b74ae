import { defineMessages } from "../i18n/i18n";

/** The games hub's own texts, in English; every game screen's link back names it too. */
export const GAMES_HUB = {
  title: "Browser Games",
  intro: "Quick games that run right in your browser: no download, no sign-up. Pick one and beat your best score!",
  playLabel: "Play Now",
  backLabel: "Back to Games",
} as const;

/** The hub's texts in the page's language (the link back is the game screen's: games-layout). */
export const gamesHubMessages = defineMessages("games-hub", {
  title: GAMES_HUB.title,
  intro: GAMES_HUB.intro,
  playLabel: GAMES_HUB.playLabel,
});
