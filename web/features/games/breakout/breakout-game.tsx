import type { PointerEvent } from "react";
import { useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameCanvas, toLogical } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useBestScore } from "../shared/use-best-score";
import { useGameMessage } from "../shared/game-message";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { PlayControls } from "../shared/play-controls";
import { useFrameLoop } from "../shared/use-frame-loop";
import { usePlayControls } from "../shared/use-play-controls";
import {
  BREAKOUT_HEIGHT,
  BREAKOUT_KEY_STEP,
  BREAKOUT_TICK_MS,
  BREAKOUT_WIDTH,
  createGame,
  step,
  type BreakoutAction,
  type BreakoutEvent,
  type BreakoutState,
} from "../../../../games/breakout/engine";
import { describeScene, render } from "./render";
import { breakoutMessages, breakoutNumber } from "./texts";

const create = (random: Random): BreakoutState => createGame({}, random);

/** What the page shows outside the canvas: it renders again only when one of these changes. */
type BreakoutSummary = Pick<BreakoutState, "phase" | "score" | "lives" | "outcome"> & { serving: boolean };
const summarize = (state: BreakoutState): BreakoutSummary => ({
  phase: state.phase,
  score: state.score,
  lives: state.lives,
  outcome: state.outcome,
  serving: state.serveIn > 0,
});

/** Arrow Left/Right and A/D move the paddle by a fixed step of 20. */
export function paddleStep(key: string): number | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "left" ? -BREAKOUT_KEY_STEP : direction === "right" ? BREAKOUT_KEY_STEP : null;
}

export function breakoutGameOverMessage(score: number): string {
  return breakoutMessages.get().gameOver({ score: breakoutNumber(score) });
}
export function breakoutVictoryMessage(score: number): string {
  return breakoutMessages.get().victory({ score: breakoutNumber(score) });
}
/** "Life lost! 2 remaining!", for the engine's `lifeLost` event. */
export function breakoutLifeLostText(remaining: number): string {
  return breakoutMessages.get().lifeLost({ remaining: breakoutNumber(remaining) });
}

function statusOf(state: BreakoutSummary, t: ReturnType<typeof breakoutMessages.get>): string {
  switch (state.phase) {
    case "idle":
      return t.idle;
    case "running":
      return t.running;
    case "paused":
      return t.paused;
    case "over":
      return state.outcome === "victory" ? breakoutVictoryMessage(state.score) : breakoutGameOverMessage(state.score);
  }
}

/** Breakout: 5 rows of 8 bricks, 3 lives, 60 ticks per second; keys, mouse or touch move the paddle. */
export function BreakoutGame() {
  const t = useMessages(breakoutMessages);
  const { message, show, clear } = useGameMessage();
  // The high score lasts for the session only, never in storage.
  const { best, submit } = useBestScore("breakout");
  const onEvents = (events: readonly unknown[], next: BreakoutState) => {
    submit(next.score);
    for (const event of events as readonly BreakoutEvent[]) {
      if (event.type === "lifeLost") show(breakoutLifeLostText(event.remaining));
      if (event.type === "gameOver") show(breakoutGameOverMessage(event.score));
      if (event.type === "victory") show(breakoutVictoryMessage(event.score));
    }
  };
  const { summary, perform, current, ready, starting, canvas } = useFrameLoop<BreakoutState, BreakoutAction, BreakoutSummary>({
    create,
    step,
    onEvents,
    tickMs: BREAKOUT_TICK_MS,
    pause: { type: "pause" },
    draw: render,
    describe: describeScene,
    summary: summarize,
  });

  const { primary, reset } = usePlayControls<BreakoutAction>({
    phase: () => current().phase,
    ready,
    perform,
    clear,
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "start" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const dx = paddleStep(key);
      if (dx !== null) perform({ type: "move", dx });
      return dx !== null;
    },
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (current().phase === "running") perform({ type: "setPaddle", x: toLogical(e, BREAKOUT_WIDTH, BREAKOUT_HEIGHT).x });
  };

  return (
    <GameLayout
      id="breakout"
      running={summary.phase === "running"}
      status={statusOf(summary, t)}
      message={message}
      stats={[
        { label: t.score, value: summary.score, testId: "breakout-score" },
        { label: t.lives, value: summary.lives, testId: "breakout-lives" },
        { label: t.highScore, value: best ?? 0, testId: "breakout-best" },
      ]}
      controls={<PlayControls phase={summary.phase} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />}
    >
      <GameCanvas
        width={BREAKOUT_WIDTH}
        height={BREAKOUT_HEIGHT}
        {...canvas}
        onPointerDown={follow}
        onPointerMove={follow}
        data-testid="breakout-canvas"
        // The court keeps its sides in a right-to-left page: the paddle goes where the finger does.
        dir="ltr"
        data-phase={summary.phase}
        // After a lost life the ball rests on the paddle until the 'Life lost!' message is gone.
        data-serving={summary.serving || undefined}
      />
    </GameLayout>
  );
}
