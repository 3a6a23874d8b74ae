import type { PointerEvent } from "react";
import type { Random } from "../../../lib/random";
import { GameCanvas, toLogical } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { PlayControls } from "../shared/play-controls";
import { useFixedStep } from "../shared/use-fixed-step";
import { useGameKeys } from "../shared/use-game-keys";
import { useLiveGame } from "../shared/use-live-game";
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
} from "./engine";
import { describeScene, render } from "./render";

/** Spec 2: the high score lasts for the session only, never in storage. */
let sessionBest = 0;
const create = (random: Random): BreakoutState => createGame({ best: sessionBest }, random);

/** Arrow Left/Right and A/D move the paddle by the spec's step of 20. */
export const PADDLE_KEYS: Readonly<Record<string, number>> = {
  ArrowLeft: -BREAKOUT_KEY_STEP,
  a: -BREAKOUT_KEY_STEP,
  A: -BREAKOUT_KEY_STEP,
  ArrowRight: BREAKOUT_KEY_STEP,
  d: BREAKOUT_KEY_STEP,
  D: BREAKOUT_KEY_STEP,
};

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
  const onEvents = (events: readonly BreakoutEvent[], next: BreakoutState) => {
    sessionBest = Math.max(sessionBest, next.best);
    for (const event of events) {
      if (event.type === "lifeLost") show(breakoutLifeLostMessage(event.remaining));
      if (event.type === "gameOver") show(breakoutGameOverMessage(event.score));
      if (event.type === "victory") show(breakoutVictoryMessage(event.score));
    }
  };
  const { state, perform, ready } = useLiveGame<BreakoutState, BreakoutAction, BreakoutEvent>(create, step, onEvents);
  const running = state.phase === "running";

  useFixedStep(
    running,
    BREAKOUT_TICK_MS,
    (ticks) => perform({ type: "advance", ticks }),
    () => perform({ type: "pause" }),
  );

  const primary = () => {
    if (!ready) return;
    if (running) return perform({ type: "pause" });
    if (state.phase === "over") clear();
    perform({ type: "start" });
  };
  const reset = () => {
    clear();
    perform({ type: "reset" });
  };

  useGameKeys((key) => {
    if (key === " ") {
      primary();
      return true;
    }
    const dx = PADDLE_KEYS[key];
    if (dx === undefined || !running) return false;
    perform({ type: "move", dx });
    return true;
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (running) perform({ type: "setPaddle", x: toLogical(e, BREAKOUT_WIDTH, BREAKOUT_HEIGHT).x });
  };

  return (
    <GameLayout
      id="breakout"
      status={statusOf(state)}
      message={message}
      stats={[
        { label: "Score", value: state.score, testId: "breakout-score" },
        { label: "Lives", value: state.lives, testId: "breakout-lives" },
        { label: "High Score", value: state.best, testId: "breakout-best" },
      ]}
      controls={<PlayControls phase={state.phase} ready={ready} onPrimary={primary} onReset={reset} />}
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
