/** The games hub's own texts (spec 2 "Games hub"); every game screen's link back names it too. */
export const GAMES_HUB = {
  title: "Browser Games",
  intro: "Quick games that run right in your browser: no download, no sign-up. Pick one and beat your best score!",
  playLabel: "Play Now",
  backLabel: "Back to Games",
} as const;
