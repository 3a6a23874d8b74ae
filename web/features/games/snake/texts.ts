import { params } from "@nanostores/i18n";
import { SNAKE_SELF_MESSAGE, SNAKE_WALL_MESSAGE } from "../../../../games/snake/engine";
import { defineMessages } from "../../../i18n/i18n";

/** Not in the spec: the snake filled every cell, so no food can be placed. */
const SNAKE_FILLED_MESSAGE = "You filled the whole board! 🏆";

/** Snake's texts; the game-over lines are the engine's, by death reason. */
export const snakeMessages = defineMessages("games-snake", {
  idle: "Press Start to play",
  running: "Go! Eat the food to grow",
  wall: SNAKE_WALL_MESSAGE,
  self: SNAKE_SELF_MESSAGE,
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
