import { useStore } from "@nanostores/react";
import { format, useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { DirectionPad } from "../shared/direction-pad";
import { GameCanvas } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage, useGameNote } from "../shared/game-message";
import { PlayControls } from "../shared/play-controls";
import { gameTextMessages } from "../shared/game-texts";
import { useScreenSwipe } from "../shared/swipe";
import { useFrameLoop } from "../shared/use-frame-loop";
import { usePlayControls } from "../shared/use-play-controls";
import {
  SNAKE_CANVAS_SIZE,
  SNAKE_CONGRATULATION_LENGTH,
  SNAKE_TICK_MS,
  createGame,
  step,
  type Direction,
  type SnakeAction,
  type SnakeEvent,
  type SnakeState,
} from "../../../../games/snake/engine";
import { describeScene, render } from "./render";
import { snakeMessages, type SnakeTexts } from "./texts";

const create = (random: Random): SnakeState => createGame({}, random);

/** What the page shows outside the canvas: it renders again only when one of these changes. */
type SnakeSummary = Pick<SnakeState, "phase" | "score" | "deathReason"> & { length: number };
const summarize = (state: SnakeState): SnakeSummary => ({
  phase: state.phase,
  score: state.score,
  deathReason: state.deathReason,
  length: state.snake.length,
});

function statusOf(t: SnakeTexts, paused: string, state: SnakeSummary): string {
  switch (state.phase) {
    case "idle":
      return t.idle;
    case "running":
      return t.running;
    case "paused":
      return paused;
    case "over":
      return state.deathReason ? t[state.deathReason] : t.filled;
  }
}

/** Snake: arrow keys, swipes or on-screen arrows steer; the snake ticks every 150 ms. */
export function SnakeGame() {
  const t = useMessages(snakeMessages);
  const common = useMessages(gameTextMessages);
  const { number } = useStore(format);
  const { message, show, clear } = useGameMessage();
  const note = useGameNote();
  const onEvents = (events: readonly unknown[]) => {
    for (const event of events as readonly SnakeEvent[]) {
      if (event.type === "died" || event.type === "filled") note.clear();
      if (event.type === "died") show(t[event.reason]);
      if (event.type === "filled") show(t.filled);
      if (event.type === "congratulation") note.show(t.congratulation({ length: number(SNAKE_CONGRATULATION_LENGTH) }));
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
      status={statusOf(t, common.paused, summary)}
      message={message}
      note={note.message}
      swipe
      stats={[
        { label: common.score, value: number(summary.score), testId: "snake-score" },
        { label: t.length, value: number(summary.length), testId: "snake-length" },
      ]}
      controls={
        <>
          <div className="grid gap-2">
            <PlayControls phase={summary.phase} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />
          </div>
          <DirectionPad groupLabel={t.steer} verb={t.turn} onDirection={turn} />
        </>
      }
    >
      <GameCanvas width={SNAKE_CANVAS_SIZE} height={SNAKE_CANVAS_SIZE} {...canvas} data-testid="snake-canvas" data-phase={summary.phase} />
    </GameLayout>
  );
}
