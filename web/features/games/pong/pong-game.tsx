import type { PointerEvent } from "react";
import { useMessages } from "../../../i18n/i18n";
import type { Random } from "../../../lib/random";
import { GameCanvas, toLogical } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { PlayControls } from "../shared/play-controls";
import { useFrameLoop } from "../shared/use-frame-loop";
import { usePlayControls } from "../shared/use-play-controls";
import {
  PONG_HEIGHT,
  PONG_KEY_STEP,
  PONG_TICK_MS,
  PONG_WIDTH,
  PONG_WINNING_SCORE,
  createGame,
  step,
  type PongAction,
  type PongEvent,
  type PongSide,
  type PongState,
} from "../../../../games/pong/engine";
import { num, pongMessages } from "./messages";
import { describeScene, render } from "./render";

const create = (random: Random): PongState => createGame({}, random);

/** What the page shows outside the canvas: it renders again only when one of these changes. */
type PongSummary = Pick<PongState, "phase" | "playerScore" | "aiScore" | "winner">;
const summarize = (state: PongState): PongSummary => ({
  phase: state.phase,
  playerScore: state.playerScore,
  aiScore: state.aiScore,
  winner: state.winner,
});

/** Arrow Up/Down and W/S move the player's paddle by a fixed step of 20. */
export function paddleStep(key: string): number | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "up" ? -PONG_KEY_STEP : direction === "down" ? PONG_KEY_STEP : null;
}

/** The message that ends a match, in the page's language, for the engine's `won` event. */
export function resultText(winner: PongSide): string {
  const t = pongMessages.get();
  return winner === "ai" ? t.aiWins : t.playerWins({ points: num(PONG_WINNING_SCORE) });
}

function statusOf(state: PongSummary, t: ReturnType<typeof pongMessages.get>): string {
  const score = t.score({ you: num(state.playerScore), ai: num(state.aiScore) });
  switch (state.phase) {
    case "idle":
      return t.idle({ points: num(PONG_WINNING_SCORE) })(PONG_WINNING_SCORE);
    case "running":
      return score;
    case "paused":
      return t.paused({ score });
    case "over":
      return resultText(state.winner ?? "ai");
  }
}

/** Pong against the AI: 60 ticks per second, first to 5; keys, mouse or touch move the paddle. */
export function PongGame() {
  const t = useMessages(pongMessages);
  const { message, show, clear } = useGameMessage();
  const onEvents = (events: readonly unknown[]) => {
    for (const event of events as readonly PongEvent[]) if (event.type === "won") show(resultText(event.winner));
  };
  const { summary, perform, current, ready, canvas } = useFrameLoop<PongState, PongAction, PongSummary>({
    create,
    step,
    onEvents,
    tickMs: PONG_TICK_MS,
    pause: { type: "pause" },
    draw: render,
    describe: describeScene,
    summary: summarize,
  });

  const { primary, reset } = usePlayControls<PongAction>({
    phase: () => current().phase,
    ready,
    perform,
    clear,
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "start" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const dy = paddleStep(key);
      if (dy !== null) perform({ type: "move", dy });
      return dy !== null;
    },
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (current().phase === "running") perform({ type: "setPaddle", y: toLogical(e, PONG_WIDTH, PONG_HEIGHT).y });
  };

  return (
    <GameLayout
      id="pong"
      running={summary.phase === "running"}
      status={statusOf(summary, t)}
      message={message}
      stats={[
        { label: t.you, value: num(summary.playerScore), testId: "pong-player-score" },
        { label: t.ai, value: num(summary.aiScore), testId: "pong-ai-score" },
      ]}
      controls={<PlayControls phase={summary.phase} ready={ready} onPrimary={primary} onReset={reset} />}
    >
      <GameCanvas width={PONG_WIDTH} height={PONG_HEIGHT} {...canvas} onPointerDown={follow} onPointerMove={follow} data-testid="pong-canvas" data-phase={summary.phase} />
    </GameLayout>
  );
}
