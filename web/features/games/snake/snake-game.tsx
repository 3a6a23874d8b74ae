import type { Random } from "../../../lib/random";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { DirectionPad } from "../shared/direction-pad";
import { GameCanvas } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage, useGameNote } from "../shared/game-message";
import { PlayControls } from "../shared/play-controls";
import { useScreenSwipe } from "../shared/swipe";
import { useFrameLoop } from "../shared/use-frame-loop";
import { usePlayControls } from "../shared/use-play-controls";
import {
  SNAKE_CANVAS_SIZE,
  SNAKE_CONGRATULATION_LENGTH,
  SNAKE_TICK_MS,
  createGame,
  snakeDeathMessage,
  step,
  type Direction,
  type SnakeAction,
  type SnakeEvent,
  type SnakeState,
} from "../../../../games/snake/engine";
import { describeScene, render } from "./render";

const create = (random: Random): SnakeState => createGame({}, random);

/** What the page shows outside the canvas: it renders again only when one of these changes. */
type SnakeSummary = Pick<SnakeState, "phase" | "score" | "deathReason"> & { length: number };
const summarize = (state: SnakeState): SnakeSummary => ({
  phase: state.phase,
  score: state.score,
  deathReason: state.deathReason,
  length: state.snake.length,
});

/** Not in the spec: the snake filled every cell, so no food can be placed. */
export const SNAKE_FILLED_MESSAGE = "You filled the whole board! 🏆";

/** Spec 2: "a congratulation appears when length exceeds 15"; it says so, not the length it reached. */
const CONGRATULATION_TEXT = `🎉 Congratulations! Your snake is over ${SNAKE_CONGRATULATION_LENGTH} long!`;

function statusOf(state: SnakeSummary): string {
  switch (state.phase) {
    case "idle":
      return "Press Start to play";
    case "running":
      return "Go! Eat the food to grow";
    case "paused":
      return "Paused";
    case "over":
      return state.deathReason ? snakeDeathMessage(state.deathReason) : SNAKE_FILLED_MESSAGE;
  }
}

/** Snake (spec 2 "Games"): arrow keys, swipes or on-screen arrows steer; the snake ticks every 150 ms. */
export function SnakeGame() {
  const { message, show, clear } = useGameMessage();
  const note = useGameNote();
  const onEvents = (events: readonly unknown[]) => {
    for (const event of events as readonly SnakeEvent[]) {
      if (event.type === "died" || event.type === "filled") note.clear();
      if (event.type === "died") show(snakeDeathMessage(event.reason));
      if (event.type === "filled") show(SNAKE_FILLED_MESSAGE);
      if (event.type === "congratulation") note.show(CONGRATULATION_TEXT);
    }
  };
  const { summary, perform, current, ready, starting, canvas } = useFrameLoop<SnakeState, SnakeAction, SnakeSummary>({
    create,
    step,
    onEvents,
    tickMs: SNAKE_TICK_MS,
    pause: { type: "pause" },
    draw: render,
    describe: describeScene,
    summary: summarize,
  });

  const turn = (direction: Direction) => {
    if (ready) perform({ type: "turn", direction });
  };
  const { primary, reset } = usePlayControls<SnakeAction>({
    phase: () => current().phase,
    ready,
    perform,
    clear,
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "resume" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const direction = KEY_DIRECTIONS[key];
      if (direction) turn(direction);
      return direction !== undefined;
    },
  });
  useScreenSwipe(turn);

  return (
    <GameLayout
      id="snake"
      running={summary.phase === "running"}
      status={statusOf(summary)}
      message={message}
      note={note.message}
      swipe
      stats={[
        { label: "Score", value: summary.score, testId: "snake-score" },
        { label: "Length", value: summary.length, testId: "snake-length" },
      ]}
      controls={
        <>
          <div className="grid gap-2">
            <PlayControls phase={summary.phase} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />
          </div>
          <DirectionPad groupLabel="Steer the snake" verb="Turn" onDirection={turn} />
        </>
      }
    >
      <GameCanvas width={SNAKE_CANVAS_SIZE} height={SNAKE_CANVAS_SIZE} {...canvas} data-testid="snake-canvas" data-phase={summary.phase} />
    </GameLayout>
  );
}
