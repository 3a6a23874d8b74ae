import type { PointerEvent } from "react";
import type { Random } from "../../../lib/random";
import { GameCanvas, toLogical } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useBestScore } from "../shared/use-best-score";
import { useGameMessage } from "../shared/game-message";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { PlayControls } from "../shared/play-controls";
import { useLiveGame } from "../shared/use-live-game";
import { usePlayControls } from "../shared/use-play-controls";
import {
  BREAKOUT_HEIGHT,
  BREAKOUT_KEY_STEP,
  BREAKOUT_TICK_MS,
  BREAKOUT_WIDTH,
  breakoutLifeLostMessage,
  createGame,
  step,
  type BreakoutAction,
  type BreakoutEvent,
  type BreakoutState,
} from "../../../../games/breakout/engine";
import { describeScene, render } from "./render";

const create = (random: Random): BreakoutState => createGame({}, random);

/** Arrow Left/Right and A/D move the paddle by the spec's step of 20. */
export function paddleStep(key: string): number | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "left" ? -BREAKOUT_KEY_STEP : direction === "right" ? BREAKOUT_KEY_STEP : null;
}

/** The spec names no texts for the end of Breakout; these follow its "Final Score" wording. */
export function breakoutGameOverMessage(score: number): string {
  return `Game Over! Final Score: ${score}`;
}
export function breakoutVictoryMessage(score: number): string {
  return `🏆 You cleared every brick! Final Score: ${score}`;
}

function statusOf(state: BreakoutState): string {
  switch (state.phase) {
    case "idle":
      return "Press Start to launch the ball";
    case "running":
      return "Break all the bricks!";
    case "paused":
      return "Paused";
    case "over":
      return state.outcome === "victory" ? breakoutVictoryMessage(state.score) : breakoutGameOverMessage(state.score);
  }
}

/** Breakout (spec 2 "Games"): 5 rows of 8 bricks, 3 lives, 60 ticks per second; keys, mouse or touch move the paddle. */
export function BreakoutGame() {
  const { message, show, clear } = useGameMessage();
  // Spec 2: the high score lasts for the session only, never in storage.
  const { best, submit } = useBestScore("breakout");
  const onEvents = (events: readonly BreakoutEvent[], next: BreakoutState) => {
    submit(next.score);
    for (const event of events) {
      if (event.type === "lifeLost") show(breakoutLifeLostMessage(event.remaining));
      if (event.type === "gameOver") show(breakoutGameOverMessage(event.score));
      if (event.type === "victory") show(breakoutVictoryMessage(event.score));
    }
  };
  const { state, perform, ready, starting } = useLiveGame<BreakoutState, BreakoutAction, BreakoutEvent>(create, step, onEvents);
  const running = state.phase === "running";

  const { primary, reset } = usePlayControls<BreakoutAction>({
    phase: state.phase,
    ready,
    perform,
    clear,
    tickMs: BREAKOUT_TICK_MS,
    advance: (ticks) => ({ type: "advance", ticks }),
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "start" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const dx = paddleStep(key);
      if (dx !== null) perform({ type: "move", dx });
      return dx !== null;
    },
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (running) perform({ type: "setPaddle", x: toLogical(e, BREAKOUT_WIDTH, BREAKOUT_HEIGHT).x });
  };

  return (
    <GameLayout
      id="breakout"
      running={state.phase === "running"}
      status={statusOf(state)}
      message={message}
      stats={[
        { label: "Score", value: state.score, testId: "breakout-score" },
        { label: "Lives", value: state.lives, testId: "breakout-lives" },
        { label: "High Score", value: best ?? 0, testId: "breakout-best" },
      ]}
      controls={<PlayControls phase={state.phase} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />}
    >
      <GameCanvas
        width={BREAKOUT_WIDTH}
        height={BREAKOUT_HEIGHT}
        draw={(ctx) => render(ctx, state)}
        label={describeScene(state)}
        onPointerDown={follow}
        onPointerMove={follow}
        data-testid="breakout-canvas"
        data-phase={state.phase}
      />
    </GameLayout>
  );
}
