import { count, params } from "@nanostores/i18n";
import { DEFAULT_LOCALE } from "../../../../contracts/locales";
import { defineMessages, format, locale } from "../../../i18n/i18n";

/**
 * Breakout's texts in the page's language (web/i18n/messages/<locale>/games-breakout.json). The
 * end of a round follows the "Final Score" wording of the other games' end lines. The engine
 * only says what happened (its `lifeLost` event with the lives remaining); the words are these.
 */
export const breakoutMessages = defineMessages("games-breakout", {
  idle: "Press Start to launch the ball",
  running: "Break all the bricks!",
  paused: "Paused",
  gameOver: params("Game Over! Final Score: {score}"),
  victory: params("🏆 You cleared every brick! Final Score: {score}"),
  lifeLost: params("Life lost! {remaining} remaining!"),
  /** `{lives}` is `livesLeft`'s words, so each count has its own plural form. */
  scene: params(
    count({ one: "Breakout court. {bricks} brick left, {lives}. Paddle left edge at x {x}.", other: "Breakout court. {bricks} bricks left, {lives}. Paddle left edge at x {x}." }),
  ),
  livesLeft: params(count({ one: "{lives} life", other: "{lives} lives" })),
  serving: "Ball on the paddle, served soon.",
  score: "Score",
  lives: "Lives",
  highScore: "High Score",
});

/** A number in a message: as the engine writes it in English (3260), as the language does elsewhere. */
export function breakoutNumber(n: number): string {
  const code = locale.get();
  return code === DEFAULT_LOCALE ? String(n) : format.get().number(n);
}
