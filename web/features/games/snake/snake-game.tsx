import type { Random } from "../../../lib/random";
import { toast } from "../../../lib/toast-store";
import { KEY_DIRECTIONS } from "../shared/direction-keys";
import { DirectionPad } from "../shared/direction-pad";
import { GameCanvas } from "../shared/game-canvas";
import { GameLayout } from "../shared/game-layout";
import { IN_PLAY_TOAST_MS, useGameMessage } from "../shared/game-message";
import { PlayControls } from "../shared/play-controls";
import { useSwipe } from "../shared/swipe";
import { useLiveGame } from "../shared/use-live-game";
import { usePlayControls } from "../shared/use-play-controls";
import {
  SNAKE_CANVAS_SIZE,
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

/** Not in the spec: the snake filled every cell, so no food can be placed. */
export const SNAKE_FILLED_MESSAGE = "You filled the whole board! 🏆";

export function congratulationText(length: number): string {
  return `Your snake is ${length} long. Keep going!`;
}

function statusOf(state: SnakeState): string {
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
  const onEvents = (events: readonly SnakeEvent[]) => {
    for (const event of events) {
      if (event.type === "died") show(snakeDeathMessage(event.reason));
      if (event.type === "filled") show(SNAKE_FILLED_MESSAGE);
      if (event.type === "congratulation") {
        toast({ title: "🎉 Congratulations!", description: congratulationText(event.length), duration: IN_PLAY_TOAST_MS });
      }
    }
  };
  const { state, perform, ready, starting } = useLiveGame<SnakeState, SnakeAction, SnakeEvent>(create, step, onEvents);

  const turn = (direction: Direction) => {
    if (ready) perform({ type: "turn", direction });
  };
  const { primary, reset } = usePlayControls<SnakeAction>({
    phase: state.phase,
    ready,
    perform,
    clear,
    tickMs: SNAKE_TICK_MS,
    advance: (ticks) => ({ type: "advance", ticks }),
    actions: { start: { type: "start" }, pause: { type: "pause" }, resume: { type: "resume" }, reset: { type: "reset" } },
    onRunningKey: (key) => {
      const direction = KEY_DIRECTIONS[key];
      if (direction) turn(direction);
      return direction !== undefined;
    },
  });
  const swipe = useSwipe(turn);

  return (
    <GameLayout
      id="snake"
      running={state.phase === "running"}
      status={statusOf(state)}
      message={message}
      stats={[
        { label: "Score", value: state.score, testId: "snake-score" },
        { label: "Length", value: state.snake.length, testId: "snake-length" },
      ]}
      controls={
        <>
          <div className="grid gap-2">
            <PlayControls phase={state.phase} ready={ready} onPrimary={primary} onReset={reset} busy={starting} />
          </div>
          <DirectionPad groupLabel="Steer the snake" verb="Turn" onDirection={turn} />
        </>
      }
    >
      <GameCanvas
        {...swipe}
        width={SNAKE_CANVAS_SIZE}
        height={SNAKE_CANVAS_SIZE}
        draw={(ctx) => render(ctx, state)}
        label={describeScene(state)}
        data-testid="snake-canvas"
        data-phase={state.phase}
      />
    </GameLayout>
  );
}
