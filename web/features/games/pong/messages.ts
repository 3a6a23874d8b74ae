import { count, params } from "@nanostores/i18n";
import { defineMessages, format, locale } from "../../../i18n/i18n";

/**
 * Pong's texts; the translations are web/i18n/messages/<locale>/games-pong.json. The AI's win has
 * a fixed line; the player's win had none, so its line matches the tone of the others.
 */
export const pongMessages = defineMessages("games-pong", {
  score: params("You {you} : {ai} AI"),
  idle: params(count({ one: "Press Start. First to {points} point wins!", other: "Press Start. First to {points} points wins!" })),
  paused: params("Paused. {score}"),
  aiWins: "AI wins! Try again!",
  playerWins: params("You win! 🏆 First to {points}!"),
  you: "You",
  ai: "AI",
  court: params("Pong court. You {you}, AI {ai}. Your paddle top at y {y} of {max}."),
});

/** A count in the page's language (English keeps its plain digits). */
export function num(n: number): string {
  return format.get().number(n, locale.get() === "en" ? { useGrouping: false } : undefined);
}
