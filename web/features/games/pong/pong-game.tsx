import type { PointerEvent } from "react";
import type { Random } from "../../../lib/random";
import { GameCanvas, toLogical } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { useGameMessage } from "../shared/game-message";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { PlayControls } from "../shared/play-controls";
import { useLiveGame } from "../shared/use-live-game";
import { usePlayControls } from "../shared/use-play-controls";
import {
  PONG_HEIGHT,
  PONG_KEY_STEP,
  PONG_TICK_MS,
  PONG_WIDTH,
  PONG_WINNING_SCORE,
  createGame,
  pongResultMessage,
  step,
  type PongAction,
  type PongEvent,
  type PongState,
} from "../../../../games/pong/engine";
import { describeScene, render } from "./render";

const create = (random: Random): PongState => createGame({}, random);

/** Arrow Up/Down and W/S move the player's paddle by the spec's step of 20. */
export function paddleStep(key: string): number | null {
  const direction = KEY_DIRECTIONS[key];
  return direction === "up" ? -PONG_KEY_STEP : direction === "down" ? PONG_KEY_STEP : null;
}

function statusOf(state: PongState): string {
  const score = `You ${state.playerScore} : ${state.aiScore} AI`;
  switch (state.phase) {
    case "idle":
      return `Press Start. First to ${PONG_WINNING_SCORE} points wins!`;
    case "running":
      return score;
    case "paused":
      return `Paused. ${score}`;
    case "over":
      return pongResultMessage(state.winner ?? "ai");
  }
}

/** Pong against the AI (spec 2 "Games"): 60 ticks per second, first to 5; keys, mouse or touch move the paddle. */
export function PongGame() {
  const { message, show, clear } = useGameMessage();
  const onEvents = (events: readonly PongEvent[]) => {
    for (const event of events) if (event.type === "won") show(pongResultMessage(event.winner));
  };
  const { state, perform, ready } = useLiveGame<PongState, PongAction, PongEvent>(create, step, onEvents);
  const running = state.phase === "running";

  const { primary, reset } = usePlayControls<PongAction>({
    phase: state.phase,
    ready,
    perform,
    clear,
    tickMs: PONG_TICK_MS,
    advance: (ticks) => ({ type: "advance", ticks }),
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "start" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const dy = paddleStep(key);
      if (dy !== null) perform({ type: "move", dy });
      return dy !== null;
    },
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (running) perform({ type: "setPaddle", y: toLogical(e, PONG_WIDTH, PONG_HEIGHT).y });
  };

  return (
    <GameLayout
      id="pong"
      running={state.phase === "running"}
      status={statusOf(state)}
      message={message}
      stats={[
        { label: "You", value: state.playerScore, testId: "pong-player-score" },
        { label: "AI", value: state.aiScore, testId: "pong-ai-score" },
      ]}
      controls={<PlayControls phase={state.phase} ready={ready} onPrimary={primary} onReset={reset} />}
    >
      <GameCanvas
        width={PONG_WIDTH}
        height={PONG_HEIGHT}
        draw={(ctx) => render(ctx, state)}
        label={describeScene(state)}
        onPointerDown={follow}
        onPointerMove={follow}
        data-testid="pong-canvas"
        data-phase={state.phase}
      />
    </GameLayout>
  );
}
