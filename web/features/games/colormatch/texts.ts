import { count, params } from "@nanostores/i18n";
import { COLORMATCH_COLORS } from "../../../../games/colormatch/engine";
import { defineMessages } from "../../../i18n/i18n";

const CORRECT_TEXT = "Correct! +1";

/**
 * Color Match's texts; the translations are web/i18n/messages/<locale>/games-colormatch.json.
 * The colour names are the game itself (the word to read, the target to match): each language
 * names them in its own words, while which colour is which stays the engine's.
 */
export const colorMatchMessages = defineMessages("games-colormatch", {
  idle: count({ one: "Press Start: you have {count} second", other: "Press Start: you have {count} seconds" }),
  running: "Is the word drawn in the target color?",
  correct: CORRECT_TEXT,
  wrong: "Wrong! Focus on the word's color!",
  streak: params("🔥 {streak} in a row! Your focus is on fire!"),
  timeUp: params("Time's up! Final Score: {score}"),
  yes: "Yes",
  no: "No",
  answers: "Does the word's color match the target?",
  target: "Target color:",
  wordInInk: params("The word {word}, drawn in {ink}"),
  playAgain: "Play again?",
  ready: "Ready?",
  score: "Score",
  streakLabel: "Streak",
  time: "Time",
  highScore: "High Score",
  // In the engine's order (COLORMATCH_COLORS), with its English names.
  red: COLORMATCH_COLORS[0].name,
  blue: COLORMATCH_COLORS[1].name,
  green: COLORMATCH_COLORS[2].name,
  yellow: COLORMATCH_COLORS[3].name,
  orange: COLORMATCH_COLORS[4].name,
  purple: COLORMATCH_COLORS[5].name,
  pink: COLORMATCH_COLORS[6].name,
  gray: COLORMATCH_COLORS[7].name,
});
export type ColorMatchTexts = ReturnType<typeof colorMatchMessages.get>;
type Texts = ColorMatchTexts;
const COLOR_KEYS = ["red", "blue", "green", "yellow", "orange", "purple", "pink", "gray"] as const satisfies readonly (keyof Texts)[];

/** A colour's name in the page's language, by its index in COLORMATCH_COLORS (the watch page names them too). */
export function colorName(t: Texts, index: number): string {
  const key = COLOR_KEYS[index];
  return key ? t[key] : "";
}
