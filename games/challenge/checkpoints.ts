/**
 * Live checkpoints of a real-time run (decision 063): slow motion is seen as it happens. While a
 * run plays, the page sends the server a checkpoint every CHECKPOINT_EVERY_MS of play: the ticks
 * run so far, how many inputs and pauses the log holds, the page time, and the next link of a
 * hash chain over the log (the link before it and the log's new entries). The server stores each
 * with its own clock reading; at submission the log must rebuild every link (a log rewritten after
 * the fact does not), and the game's clock is compared with the server's between every two
 * readings (the start, each checkpoint, the end).
 *
 * Pure: hashing is the caller's (the page's SubtleCrypto, the server's node:crypto; both SHA-256).
 */
import type { Checkpoint } from "../../contracts/challenge";
import { CLOCK_SLACK_MS, GAME_AHEAD_SLACK_MS, GAME_CLOCK_SLOW_MS, gameClockFloor, pausedBefore, type TimeFinding } from "./human-time";

/** A real-time log as the chain reads it (contracts/challenge.ts). */
type ChainLog = {
  inputs: readonly (readonly [number, unknown, number])[];
  endTick: number;
  endAt: number;
  pauses: readonly (readonly [number, number])[];
};

/** A checkpoint as the server stored it: with the server's clock when it arrived (epoch ms). */
export type ReceivedCheckpoint = Checkpoint & {
  receivedAt: number;
  /**
   * Whether it was the newest of the request that brought it. Older ones in the same request were
   * kept by a page that was offline: when they were made is unknown, so only their chain counts,
   * and the offline stretch is judged as one, from the reading before it to the newest.
   */
  fresh: boolean;
};

/**
 * A checkpoint's arrival may lag its making by the network's one-way trip, and the start's page
 * clock begins a round trip after the server's: 2 s covers both at a bad mobile network's 99th
 * percentile (round trips well under 2 s), added to the game clock's own 3 s (GAME_CLOCK_SLOW_MS).
 */
export const CHECKPOINT_LATE_MS = 2_000;
/**
 * The longest stretch of play the server may not see: four checkpoints' time. A page that sends
 * none while it plays (or keeps them back) leaves the game's clock unwatched; longer is held.
 */
export const MAX_UNSEEN_MS = 20_000;

/** The text one link hashes: the link before it, the checkpoint's ticks and page time, and the log's entries since the one before. */
export function linkText(previous: string, log: ChainLog, from: { inputs: number; pauses: number }, point: Omit<Checkpoint, "chain">): string {
  return `${previous}${JSON.stringify([point.ticks, point.at, log.inputs.slice(from.inputs, point.inputs), log.pauses.slice(from.pauses, point.pauses)])}`;
}

/**
 * Why the log does not rebuild the checkpoints' chain (a message), or null when it does: counts and
 * ticks that never go back and stay inside the log, the inputs before each checkpoint no later than
 * its tick and those after no earlier, and each link equal to the hash of the one before and the
 * log's entries between them.
 */
export function chainProblem(log: ChainLog, checkpoints: readonly Checkpoint[], hash: (text: string) => string): string | null {
  let previous = "";
  let from = { inputs: 0, pauses: 0, ticks: 0, at: 0 };
  for (let k = 0; k < checkpoints.length; k++) {
    const point = checkpoints[k]!;
    const which = `Checkpoint ${k + 1}`;
    if (point.inputs < from.inputs || point.pauses < from.pauses || point.ticks < from.ticks || point.at < from.at) return `${which} goes back before the one before it.`;
    if (point.inputs > log.inputs.length || point.pauses > log.pauses.length || point.ticks > log.endTick || point.at > log.endAt)
      return `${which} counts more than the log holds.`;
    for (let i = from.inputs; i < point.inputs; i++) if (log.inputs[i]![0] > point.ticks) return `${which} holds an input of a later tick.`;
    const next = log.inputs[point.inputs];
    if (next && next[0] < point.ticks) return `${which} leaves out an input of an earlier tick.`;
    const link = hash(linkText(previous, log, from, point));
    if (link !== point.chain) return `${which}'s link is not the log's.`;
    previous = link;
    from = point;
  }
  return null;
}

/** What the checkpoint rules read of a run. */
export type CheckpointTiming = {
  checkpoints: readonly ReceivedCheckpoint[];
  endTick: number;
  endAt: number;
  pauses: readonly (readonly [number, number])[];
  tickMs: number;
  /** The page time the game's tick 0 began (Flappy's first flap). */
  ticksFrom: number;
  /** The server's start, and its reading of the end (the seal, else the submission). */
  startedAt: number;
  endedAt: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A moment the server saw: its clock, and the page's ticks and page time then. */
type Reading = { server: number; ticks: number; at: number };

/**
 * The checkpoint rules, impossible findings first:
 * - **impossible**: a checkpoint whose page time is ahead of the server's clock when it arrived,
 *   or whose game is ahead of its page (no page clock or game loop runs ahead of real time);
 * - **unlikely** (held): the game ran slow against the server's clock between two readings (the
 *   checkpoints and the end),
 *   beyond a phone's dropped frames (gameClockFloor: 80% of the page's time, 67% for Breakout,
 *   and 3 s + CHECKPOINT_LATE_MS behind); or a stretch of play longer than MAX_UNSEEN_MS with no
 *   reading (no checkpoints while it played, or only kept back and sent late).
 * An unsealed run's end is its submission: the time typing a name counts as play (no allowance).
 */
export function checkCheckpoints(timing: CheckpointTiming): TimeFinding[] {
  const { checkpoints, tickMs, pauses, startedAt, ticksFrom } = timing;
  const paused = (from: number, to: number) => pausedBefore(pauses, to) - pausedBefore(pauses, from);
  for (let k = 0; k < checkpoints.length; k++) {
    const point = checkpoints[k]!;
    const since = point.receivedAt - startedAt;
    if (point.at > since + CLOCK_SLACK_MS)
      return [{ level: "impossible", reason: `Checkpoint ${k + 1} says the page had run ${seconds(point.at)} when only ${seconds(since)} had passed on the server.` }];
    const page = point.at - ticksFrom - paused(ticksFrom, point.at);
    if (point.ticks * tickMs > page + GAME_AHEAD_SLACK_MS)
      return [{ level: "impossible", reason: `Checkpoint ${k + 1}: the game had run ${seconds(point.ticks * tickMs)} when the page had run ${seconds(page)}.` }];
  }
  const readings: Reading[] = [
    { server: startedAt + ticksFrom, ticks: 0, at: ticksFrom },
    ...checkpoints.filter((c) => c.fresh).map((c) => ({ server: c.receivedAt, ticks: c.ticks, at: c.at })),
    { server: timing.endedAt, ticks: timing.endTick, at: timing.endAt },
  ];
  const findings: TimeFinding[] = [];
  // The start is left out of the slow check: a page's tick 0 comes after the start answer's trip
  // and the page's own setup, which the whole run's checks allow for (human-time.ts, 5 s).
  const slow = slowest(readings.slice(1), tickMs, paused);
  if (slow) findings.push(slow);
  const unseen = longestUnseen(readings, tickMs, paused);
  if (unseen) findings.push(unseen);
  return findings;
}

/** The stretch between two readings where the game fell furthest behind the server's clock, if beyond a struggling phone's. */
function slowest(readings: readonly Reading[], tickMs: number, paused: (from: number, to: number) => number): TimeFinding | null {
  const floor = gameClockFloor(tickMs);
  let worst: { behind: number; game: number; real: number; from: number; to: number } | null = null;
  for (let i = 0; i < readings.length; i++) {
    for (let j = i + 1; j < readings.length; j++) {
      const a = readings[i]!;
      const b = readings[j]!;
      const game = (b.ticks - a.ticks) * tickMs;
      const real = b.server - a.server - paused(a.at, b.at);
      const behind = real - game;
      if (behind > GAME_CLOCK_SLOW_MS + CHECKPOINT_LATE_MS && game < floor * (real - CHECKPOINT_LATE_MS) && (!worst || behind > worst.behind)) {
        worst = { behind, game, real, from: a.ticks * tickMs, to: b.ticks * tickMs };
      }
    }
  }
  if (!worst) return null;
  return {
    level: "unlikely",
    reason: `Between ${seconds(worst.from)} and ${seconds(worst.to)} of play the game ran ${seconds(worst.game)} while ${seconds(worst.real)} passed on the server's clock: it was slowed down (a phone dropping frames keeps ${Math.round(floor * 100)}% or more).`,
  };
}

/** The longest stretch of play between two readings, if longer than MAX_UNSEEN_MS. */
function longestUnseen(readings: readonly Reading[], tickMs: number, paused: (from: number, to: number) => number): TimeFinding | null {
  let longest = 0;
  let from = 0;
  for (let i = 1; i < readings.length; i++) {
    const a = readings[i - 1]!;
    const b = readings[i]!;
    const play = Math.max(b.at - a.at - paused(a.at, b.at), (b.ticks - a.ticks) * tickMs);
    if (play > longest) {
      longest = play;
      from = a.ticks * tickMs;
    }
  }
  if (longest <= MAX_UNSEEN_MS) return null;
  return {
    level: "unlikely",
    reason: `The page sent no checkpoint for ${seconds(longest)} of play (from ${seconds(from)} of the game): the server could not watch the game's clock.`,
  };
}
