/** Logs for the challenge's load and budget tests, made from the real engine. */
import type { ChallengeLog } from "../../contracts/challenge";
import { REAL_TIME_ADAPTERS } from "../../games/challenge/adapters";

const breakout = REAL_TIME_ADAPTERS.breakout;

/**
 * The most expensive valid Breakout log the server accepts for checking: the paddle placed under
 * the ball on two ticks of every three, so the ball never falls and the run never ends, for the
 * game's full 72,000 ticks (20 minutes), in about 900 KB of JSON (under the 1 MiB body limit).
 */
export function endlessBreakoutLog(seed: number): ChallengeLog<"breakout"> {
  let state = breakout.begin(seed);
  const inputs: [number, number, number][] = [];
  const pageTime = (tick: number) => Math.round(tick * breakout.tickMs) + 3;
  for (let tick = 0; tick < breakout.maxTicks; tick++) {
    if (tick % 3 !== 2) {
      const x = Math.round((state as { ball: { x: number } }).ball.x);
      state = breakout.apply(state, x);
      inputs.push([tick, x, pageTime(tick)]);
    }
    state = breakout.tick(state);
  }
  if (breakout.isOver(state)) throw new Error("the endless Breakout log ended");
  return { inputs, endTick: breakout.maxTicks, endAt: pageTime(breakout.maxTicks), pauses: [] };
}
