import { params } from "@nanostores/i18n";
import { defineMessages } from "../../../i18n/i18n";

/** Our own addition: the snake filled every cell, so no food can be placed. */
const SNAKE_FILLED_MESSAGE = "You filled the whole board! 🏆";

/** Snake's texts; the game-over line follows the engine's death reason (`wall` or `self`). */
export const snakeMessages = defineMessages("games-snake", {
  idle: "Press Start to play",
  running: "Go! Eat the food to grow",
  wall: "Game Over! Better luck next time!",
  self: "Oops! You hit yourself! Try again!",
  filled: SNAKE_FILLED_MESSAGE,
  /** A congratulation appears when the snake grows longer than 15; it says so, not the length it reached. */
  congratulation: params("🎉 Congratulations! Your snake is over {length} long!"),
  length: "Length",
  steer: "Steer the snake",
  turn: "Turn",
  /** The canvas's text alternative (render.ts describeScene). */
  scene: params("Snake board, {size} by {size}. Snake length {length}, head at {head}, moving {direction}. Food at {food}."),
  at: params("column {column}, row {row}"),
  none: "none",
  up: "up",
  down: "down",
  left: "left",
  right: "right",
});

export type SnakeTexts = ReturnType<typeof snakeMessages.get>;
