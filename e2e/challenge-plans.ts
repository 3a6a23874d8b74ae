/**
 * Runs for the challenge specs, planned in Node with the engines and the games layer's honest
 * players (games/challenge/play-bots.ts), which keep a person's pace: reaction delays with spread,
 * one Color Match answer at a time, a paddle a hand can move. A real-time plan is the keys to press
 * after given ticks and the [tick, input] pairs the page must log for them; the page's own clock
 * times them (the browser test runs it at real pace), so page times are not planned.
 */
import * as breakout from "../games/breakout/engine";
import { REAL_TIME_ADAPTERS } from "../games/challenge/adapters";
import { playColorMatch, playFlappy, playSnake, playWhack } from "../games/challenge/play-bots";
import { emptyRealTimeRecording, recordRealTime, type RealTimeRecording } from "../games/challenge/recorder";
import { seededRandom } from "../games/shared/random";
import * as sliding from "../games/sliding/engine";
import type * as snake from "../games/snake/engine";

export type KeyPlan = { keys: { tick: number; key: string }[]; inputs: [number, unknown][]; endTick: number; score: number };

const ARROWS: Readonly<Record<snake.Direction, string>> = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" };

function planOf(log: { inputs: readonly (readonly [number, unknown, number])[]; endTick: number }, score: number, key: (input: unknown) => string): KeyPlan {
  return { keys: log.inputs.map(([tick, input]) => ({ tick, key: key(input) })), inputs: log.inputs.map(([tick, input]) => [tick, input]), endTick: log.endTick, score };
}

/** Heads for two foods a reaction after each shows, then runs into a wall. */
export function snakePlan(seed: number): KeyPlan {
  const { log, score } = playSnake(seed, 20);
  return planOf(log, score, (d) => ARROWS[d as snake.Direction]);
}

/** Flaps through two pipes (the first flap, at tick 0, starts the run), then falls. */
export function flappyPlan(seed: number): KeyPlan {
  const { log, score } = playFlappy(seed, 2);
  return planOf(log, score, () => " ");
}

/** Hits every second mole a person's reaction after it shows. */
export function whackPlan(seed: number): KeyPlan {
  const { log, score } = playWhack(seed, 2);
  return planOf(log, score, (hole) => String((hole as number) + 1));
}

/** Answers each prompt after a reading time, wrong now and then: Left is yes, Right no. */
export function colorMatchPlan(seed: number): KeyPlan {
  const { log, score } = playColorMatch(seed);
  return planOf(log, score, (match) => (match ? "ArrowLeft" : "ArrowRight"));
}

/** Where the ball comes down to the paddle's height if nothing moves: its x then. */
function landingX(state: breakout.BreakoutState): number {
  let s = state;
  for (let i = 0; i < 2_000 && !breakout.isOver(s); i++) {
    const next = REAL_TIME_ADAPTERS.breakout.tick(s);
    if (next.ball.y >= breakout.BREAKOUT_PADDLE_Y - 12 && next.ball.y > s.ball.y) return next.ball.x;
    if (next.events.some((e) => e.type === "lifeLost")) return s.ball.x;
    s = next;
  }
  return state.ball.x;
}

/**
 * Moves the paddle with the arrow keys to where the ball will come down, as a player reads its
 * flight (a few key steps after each bounce, never more than one a tick), until a brick falls;
 * then moves away from it and loses every life.
 */
export function breakoutPlan(seed: number, bricks: number): KeyPlan {
  let state = REAL_TIME_ADAPTERS.breakout.begin(seed);
  let recording: RealTimeRecording = emptyRealTimeRecording();
  const keys: KeyPlan["keys"] = [];
  const at = (tick: number) => Math.round(tick * breakout.BREAKOUT_TICK_MS);
  const half = breakout.BREAKOUT_PADDLE_WIDTH / 2;
  while (!breakout.isOver(state)) {
    const tick = recording.log.endTick;
    const centre = state.paddleX + half;
    const landing = landingX(state);
    const away = landing > breakout.BREAKOUT_WIDTH / 2 ? landing - 3 * half : landing + 3 * half;
    const target = Math.min(Math.max(state.score < bricks * 10 ? landing : away, half), breakout.BREAKOUT_WIDTH - half);
    const dx = target < centre - breakout.BREAKOUT_KEY_STEP / 2 ? -breakout.BREAKOUT_KEY_STEP : target > centre + breakout.BREAKOUT_KEY_STEP / 2 ? breakout.BREAKOUT_KEY_STEP : 0;
    if (dx !== 0) {
      const before = state;
      ({ state, recording } = recordRealTime("breakout", state, recording, { action: { type: "move", dx } }, at(tick)));
      if (state !== before) keys.push({ tick, key: dx < 0 ? "ArrowLeft" : "ArrowRight" });
    }
    ({ state, recording } = recordRealTime("breakout", state, recording, { ticks: 1 }, at(tick + 1)));
    if (recording.log.endTick > 20_000) throw new Error("The breakout plan runs too long");
  }
  return planOf(recording.log, state.score, (input) => (input === "left" ? "ArrowLeft" : "ArrowRight"));
}

/**
 * A person's solve of a Sliding deal (tile indices): the shuffle undone tile by tile, as the
 * games layer's honest player does (100 moves). Not the fewest moves: that is a search's solve,
 * which the server holds (games/challenge/envelope.ts); and no better than the 100 of the runs the
 * operator ranks from the queue in challenge-admin.spec.ts, which are reviewed play: a run better
 * than those entering the top 3 waits for review (decision 059), whichever spec runs first.
 */
export function personSlidingSolution(seed: number): number[] {
  let state = sliding.createGame({}, seededRandom(seed));
  const moves: number[] = [];
  for (const tile of [...state.shuffleMoves].reverse()) {
    const index = state.tiles.indexOf(tile);
    moves.push(index);
    state = sliding.step(state, { type: "move", index });
  }
  return moves;
}
