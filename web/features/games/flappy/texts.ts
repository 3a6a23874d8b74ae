import { count, params } from "@nanostores/i18n";
import { defineMessages } from "../../../i18n/i18n";

/** Flappy's texts; the engine's `died` event carries the score the game-over line says. */
export const flappyMessages = defineMessages("games-flappy", {
  hintKeys: "Press Space or click the sky to flap and start",
  hintTouch: "Tap the sky to flap and start",
  playing: "Flap through the gaps!",
  milestone: params(count({ one: "🎉 {score} point! You're flying!", other: "🎉 {score} points! You're flying!" })),
  firstTry: "Oops! Try again — practice makes perfect!",
  over: params("Game Over! Final Score: {score}"),
  /** The canvas's text alternative (render.ts describeScene). */
  scene: params("Flappy sky. {scene} Score {score}."),
  flying: params("A bird flies between pipes with gaps of {gap} px."),
  crashed: "The bird has crashed.",
});

export type FlappyTexts = ReturnType<typeof flappyMessages.get>;
