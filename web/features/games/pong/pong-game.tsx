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
} from "./engine";
import { describeScene, render } from "./render";

const create = (random: Random): PongState => createGame({}, random);

/** Arrow Up/Down and W/S move the player's paddle by the spec's step of 20. */
export const PADDLE_KEYS: Readonly<Record<string, number>> = {
  ArrowUp: -PONG_KEY_STEP,
  w: -PONG_KEY_STEP,
  W: -PONG_KEY_STEP,
  ArrowDown: PONG_KEY_STEP,
  s: PONG_KEY_STEP,
  S: PONG_KEY_STEP,
};

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

  useFixedStep(
    running,
    PONG_TICK_MS,
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
    const dy = PADDLE_KEYS[key];
    if (dy === undefined || !running) return false;
    perform({ type: "move", dy });
    return true;
  });

  const follow = (e: PointerEvent<HTMLCanvasElement>) => {
    if (running) perform({ type: "setPaddle", y: toLogical(e, PONG_WIDTH, PONG_HEIGHT).y });
  };

  return (
    <GameLayout
      id="pong"
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
