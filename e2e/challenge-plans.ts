/**
 * Runs of today's deal for the real-time challenge specs, planned in Node with the engines and
 * the recorder the page uses: each is a list of keys to press after given ticks, and the log the
 * page must record for them.
 */
import * as breakout from "../games/breakout/engine";
import { REAL_TIME_RULES } from "../games/challenge/real-time-games";
import { emptyRealTimeLog, recordRealTime, type RealTimeLog } from "../games/challenge/recorder";
import { playColorMatch, playFlappy, playWhack } from "../games/challenge/play-bots";
import * as snake from "../games/snake/engine";

export type KeyPlan = { keys: { tick: number; key: string }[]; log: RealTimeLog; score: number };

const ARROWS: Readonly<Record<snake.Direction, string>> = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" };
const OPPOSITE: Readonly<Record<snake.Direction, snake.Direction>> = { up: "down", down: "up", left: "right", right: "left" };
const PERPENDICULAR: Readonly<Record<snake.Direction, snake.Direction>> = { up: "left", down: "right", left: "down", right: "up" };

/** Eats `meals` foods, then runs straight into a wall. */
export function snakePlan(seed: number, meals: number): KeyPlan {
  let run = { state: REAL_TIME_RULES.snake.begin(seed), log: emptyRealTimeLog() };
  const keys: KeyPlan["keys"] = [];
  while (!snake.isOver(run.state)) {
    const s = run.state;
    if (s.score < meals * snake.SNAKE_FOOD_POINTS) {
      const head = s.snake[0]!;
      const want: snake.Direction = s.food.x > head.x ? "right" : s.food.x < head.x ? "left" : s.food.y > head.y ? "down" : "up";
      if (want !== s.direction) {
        const turn = want === OPPOSITE[s.direction] ? PERPENDICULAR[s.direction] : want;
        keys.push({ tick: run.log.endTick, key: ARROWS[turn] });
        run = recordRealTime("snake", run.state, run.log, { input: turn });
      }
    }
    run = recordRealTime("snake", run.state, run.log, { ticks: 1 });
    if (run.log.endTick > 2_000) throw new Error("The snake plan runs too long");
  }
  return { keys, log: run.log, score: run.state.score };
}

/** Follows the ball with the arrow keys until a brick falls, then steps away and loses every life. */
export function breakoutPlan(seed: number, bricks: number): KeyPlan {
  let run = { state: REAL_TIME_RULES.breakout.begin(seed), log: emptyRealTimeLog() };
  const keys: KeyPlan["keys"] = [];
  while (!breakout.isOver(run.state)) {
    const s = run.state;
    const centre = s.paddleX + breakout.BREAKOUT_PADDLE_WIDTH / 2;
    const target = s.score < bricks * 10 ? s.ball.x : s.ball.x > breakout.BREAKOUT_WIDTH / 2 ? 0 : breakout.BREAKOUT_WIDTH;
    const dir = target < centre - breakout.BREAKOUT_KEY_STEP / 2 ? "left" : target > centre + breakout.BREAKOUT_KEY_STEP / 2 ? "right" : null;
    if (dir) {
      const next = recordRealTime("breakout", run.state, run.log, { input: dir });
      if (next.state !== run.state) keys.push({ tick: run.log.endTick, key: dir === "left" ? "ArrowLeft" : "ArrowRight" });
      run = next;
    }
    run = recordRealTime("breakout", run.state, run.log, { ticks: 1 });
    if (run.log.endTick > 20_000) throw new Error("The breakout plan runs too long");
  }
  return { keys, log: run.log, score: run.state.score };
}

export function flappyPlan(seed: number, pipes: number): KeyPlan {
  const { log, score } = playFlappy(seed, pipes);
  return { keys: log.inputs.map(([tick]) => ({ tick, key: " " })), log: log as RealTimeLog, score };
}

export function whackPlan(seed: number): KeyPlan {
  const { log, score } = playWhack(seed, 2);
  return { keys: log.inputs.map(([tick, hole]) => ({ tick, key: String(hole + 1) })), log: log as RealTimeLog, score };
}

export function colorMatchPlan(seed: number): KeyPlan {
  const { log, score } = playColorMatch(seed);
  return { keys: log.inputs.map(([tick, match]) => ({ tick, key: match ? "ArrowLeft" : "ArrowRight" })), log: log as RealTimeLog, score };
}
