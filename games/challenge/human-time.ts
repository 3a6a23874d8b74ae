/**
 * Whether a person could have played a challenge run in the time it took (decision 035). Pure:
 * the replay (verify.ts) hands each rule the log's page times, the server's clock readings and what
 * the replay saw; a rule returns a finding or null.
 *
 * Two levels. **Impossible** (refused, 422): no person, page or phone produces it; each bound
 * leaves a margin for slow phones and networks. **Unlikely** (held for the operator): a person
 * could do it, but bots do it as a rule; the operator looks before it ranks.
 *
 * The page never produces an impossible log: its recorder (recorder.ts) drops an input that breaks
 * one of the per-input rules below before the engine sees it, as the game does for any input it
 * refuses, so those rules only ever meet logs written by something other than the page.
 */
import type { TurnChallengeGame } from "../../contracts/challenge";
import type { ReceivedCheckpoint } from "./checkpoints";

/** The server's clock readings of one run (ms since the epoch). */
export type RunTimeline = {
  startedAt: number;
  /** The finish seal (the page's POST when the game ended), else the submission. */
  endedAt: number;
  /** Hidden-deal games: when the server received each recorded move, in order. */
  moveArrivals?: number[];
  /**
   * Whether endedAt is the finish seal. When it is the submission, the time to type a nickname is
   * in it, and the page-clock check allows NICKNAME_ALLOWANCE_MS more. Missing: treated as sealed.
   */
  sealed?: boolean;
  /**
   * Real-time games: the live checkpoints the server stored (checkpoints.ts), in order; the server
   * always passes them (an empty list when the page sent none). Missing: the checkpoint rules are
   * not applied (callers that test other rules).
   */
  checkpoints?: readonly ReceivedCheckpoint[];
};

export type TimeFinding = { level: "impossible" | "unlikely"; reason: string };

// ── Clocks ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A page's clock starts when the start answer arrives, after the server read startedAt, so an
 * honest run's page times are never ahead of the server's. 1 s covers the server's clock being
 * slewed by NTP and whole-ms rounding, many times over.
 */
export const CLOCK_SLACK_MS = 1000;
/**
 * The game clock (ticks x tick length) cannot run ahead of the page clock that drives it: the
 * fixed-step loop only runs a tick once its time has passed. 500 ms covers a pause recorded a
 * frame late and the loop's first frame.
 */
export const GAME_AHEAD_SLACK_MS = 500;
/**
 * Page clock slower than the server's (a page slowed down to play in slow motion): held when the
 * real time from start to seal exceeds the page's own end time by more than this or
 * PAGE_CLOCK_SLOW_SHARE of it. 5 s covers the start and finish round trips on a bad mobile
 * network (each well under 2 s at the 99th percentile); 20% a phone that slept briefly.
 */
export const PAGE_CLOCK_SLOW_MS = 5000;
export const PAGE_CLOCK_SLOW_SHARE = 0.2;
/**
 * A turn run submitted without a seal includes the time to type a nickname and press Submit. A
 * real-time run gets no such allowance: its checkpoints (or its seal) are the server's readings of
 * when play ended, and without them the submission is.
 */
export const NICKNAME_ALLOWANCE_MS = 3 * 60_000;
/**
 * Game clock slower than the page clock beyond the pauses the page shows. The view runs at most
 * FRAME_TICKS ticks per frame and drops the rest of a late frame's time (frame-loop.ts in the
 * page's games), so a game slows only when frames take longer than FRAME_TICKS x tickMs: at
 * SLOW_FRAME_MS (10 frames a second, a struggling phone) Breakout's 16.7 ms ticks run at 83% of
 * the page's time, the other games at full speed. Held when the game ran under
 * GAME_CLOCK_SLOW_MARGIN of that and more than GAME_CLOCK_SLOW_MS behind, over the whole run or
 * between two checkpoints. (It was 40% of the page's time: a Color Match run at 41% ranked.)
 */
export const FRAME_TICKS = 5;
export const SLOW_FRAME_MS = 100;
export const GAME_CLOCK_SLOW_MARGIN = 0.8;
export const GAME_CLOCK_SLOW_MS = 3_000;
/** The least share of the page's unpaused time a game of this tick length runs on a struggling phone, less the margin. */
export function gameClockFloor(tickMs: number): number {
  return GAME_CLOCK_SLOW_MARGIN * Math.min(1, (FRAME_TICKS * tickMs) / SLOW_FRAME_MS);
}
/** More pauses than this in one real-time run is held: pausing often is a way to slow the game down. */
export const MAX_PAUSES = 8;

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

/**
 * The least time per move a person sustains: 60 ms is 16.7 moves a second, the pace of the
 * fastest typists' bursts (about 200 words a minute, five letters a word) and well above tapping:
 * 5-7 taps a second with one finger, 10 for the world's fastest drummer, about half as much again
 * with two fingers alternating (decision 035 has the sources). Held to over any TURN_BURST_MOVES moves in a row
 * and over the whole run, never between two single moves: two keys pressed almost together are
 * a person's chord, not a machine.
 */
export const TURN_MIN_MOVE_MS = 60;
export const TURN_BURST_MOVES = 10;
/**
 * Server arrivals can bunch up when one request was slowed on the network and the next was not:
 * a move that waited for a page delay must arrive at least that delay less this after the move
 * before it. 400 ms covers a mobile network's jitter at the 99th percentile.
 */
export const NETWORK_JITTER_MS = 400;
/** Page timers fire at the delay or later, never sooner; 20 ms covers whole-ms rounding of `at`. */
export const PAGE_TIMER_SLACK_MS = 20;

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

/**
 * Color Match: the least page ms between two answers. Each answer deals a new prompt that must be
 * read before the next; even pressing blind, a finger taps at most about 10 times a second, so two
 * answers 50 ms apart need two fingers alternating at 20 a second, faster than anyone taps.
 */
export const COLORMATCH_MIN_ANSWER_GAP_MS = 50;
/** Whack-a-Mole: a hit empties the hole and the next mole needs a new aim: same bound as above. */
export const WHACK_MIN_HIT_GAP_MS = 50;
/**
 * Breakout: the paddle's top speed. A pointer reports once a frame; a fast mouse flick moves
 * about 12,000 px a second (200 canvas px per 60 Hz tick on a 400 px canvas shown at its own
 * size), a swipe across a phone is slower. 240 px a tick is beyond both, and three quarters of
 * the paddle's whole 320 px range: only a paddle jumping across the board is refused.
 */
export const BREAKOUT_MAX_PADDLE_PX_PER_TICK = 240;

// ── Unlikely: how bots show ────────────────────────────────────────────────────────────────────

/**
 * Machine-even timing: the coefficient of variation (standard deviation / mean) of the intervals
 * between inputs. Human inter-tap intervals vary by 10% or more even when tapping to a metronome
 * on purpose; chess servers and osu! flag the same thing as move-time spread and "unstable rate".
 * Held under 3% over at least EVEN_MIN_INTERVALS intervals of at least EVEN_MIN_INTERVAL_MS
 * (shorter intervals are the pointer's per-frame stream, even by nature).
 */
export const EVEN_TIMING_MAX_CV = 0.03;
export const EVEN_MIN_INTERVALS = 20;
export const EVEN_MIN_INTERVAL_MS = 60;
/**
 * Reactions: a person's simple visual reaction is 200-250 ms at the median, top athletes about
 * 150 ms, and sprint starts under 100 ms count as false starts. Held when the median reaction over
 * at least REACTION_MIN_EVENTS events is under this.
 */
export const REACTION_MEDIAN_MIN_MS = 150;
export const REACTION_MIN_EVENTS = 10;
/**
 * Machine-exact tick timing: a page stamps an input when the press happens, which falls anywhere
 * within a tick (a spread of about a third of a tick: 6 ms for Flappy's 20 ms, 43 ms for Snake's
 * 150 ms). Page times that sit on the tick grid (their offset from tick x tickMs spread under
 * 1 ms over at least EVEN_MIN_INTERVALS presses) were computed from the ticks, not measured.
 */
export const GRID_MAX_SPREAD_MS = 1;

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const impossible = (reason: string): TimeFinding => ({ level: "impossible", reason });
const unlikely = (reason: string): TimeFinding => ({ level: "unlikely", reason });

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Mean and variance of the values. Spreads are compared as variances against squared bounds:
 * games/ keeps off Math.sqrt (engine-dependent approximations are banned there for replays).
 */
export function meanAndVariance(values: readonly number[]): { mean: number; variance: number } {
  if (values.length === 0) return { mean: 0, variance: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, variance: values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length };
}

// ── Rules for every game ───────────────────────────────────────────────────────────────────────

/** Page times going backwards, or past the run's end: no page clock does that. */
export function pageTimesInOrder(at: readonly number[], endAt: number): TimeFinding | null {
  for (let i = 0; i < at.length; i++) {
    if (i > 0 && at[i]! < at[i - 1]!) return impossible(`Input ${i + 1}'s page time goes back before the input before it.`);
    if (at[i]! > endAt) return impossible(`Input ${i + 1}'s page time is after the run ended.`);
  }
  return null;
}

/** The page's run (its last time) longer than the real time since the server started it. */
export function notLongerThanReal(pageMs: number, timeline: RunTimeline, what = "The run"): TimeFinding | null {
  const realMs = timeline.endedAt - timeline.startedAt;
  if (pageMs > realMs + CLOCK_SLACK_MS) return impossible(`${what} lasts ${seconds(pageMs)}, but only ${seconds(realMs)} passed since it started.`);
  return null;
}

/**
 * The page's clock slower than the server's: the run was played in slow motion. `allowance`: what
 * an unsealed run may add for typing a name (turn games only).
 */
export function pageClockNotSlow(pageEndMs: number, timeline: RunTimeline, unsealedAllowanceMs = NICKNAME_ALLOWANCE_MS): TimeFinding | null {
  const allowance = timeline.sealed === false ? unsealedAllowanceMs : 0;
  const realMs = timeline.endedAt - timeline.startedAt - allowance;
  const behind = realMs - pageEndMs;
  if (behind > Math.max(PAGE_CLOCK_SLOW_MS, PAGE_CLOCK_SLOW_SHARE * pageEndMs)) {
    return unlikely(`The page's clock ran slow: it counted ${seconds(pageEndMs)} while ${seconds(realMs)} passed.`);
  }
  return null;
}

/** Machine-even intervals between discrete inputs (see EVEN_TIMING_MAX_CV). */
export function timingNotEven(at: readonly number[]): TimeFinding | null {
  const intervals: number[] = [];
  for (let i = 1; i < at.length; i++) {
    const gap = at[i]! - at[i - 1]!;
    if (gap >= EVEN_MIN_INTERVAL_MS) intervals.push(gap);
  }
  if (intervals.length < EVEN_MIN_INTERVALS) return null;
  const { mean, variance } = meanAndVariance(intervals);
  if (variance < (EVEN_TIMING_MAX_CV * mean) ** 2) {
    return unlikely(`The inputs are machine-even: ${intervals.length} intervals vary by under ${EVEN_TIMING_MAX_CV * 100}% (people vary by 10% or more).`);
  }
  return null;
}

/** Page times computed from the ticks instead of measured (see GRID_MAX_SPREAD_MS). */
export function inputsOffGrid(inputs: readonly (readonly [number, number])[], tickMs: number, pauses: readonly (readonly [number, number])[]): TimeFinding | null {
  if (inputs.length < EVEN_MIN_INTERVALS) return null;
  const { variance } = meanAndVariance(inputs.map(([tick, at]) => at - pausedBefore(pauses, at) - tick * tickMs));
  if (variance < GRID_MAX_SPREAD_MS ** 2) return unlikely(`The page times of ${inputs.length} inputs sit exactly on the game's ticks: they were computed, not measured.`);
  return null;
}

/** Reactions faster than people's throughout (see REACTION_MEDIAN_MIN_MS). */
export function reactionsHuman(reactionsMs: readonly number[], what: string): TimeFinding | null {
  if (reactionsMs.length < REACTION_MIN_EVENTS) return null;
  const m = median(reactionsMs);
  if (m < REACTION_MEDIAN_MIN_MS) {
    return unlikely(`Reactions to ${what} took ${Math.round(m)} ms at the median over ${reactionsMs.length} (people take 200-250 ms, the fastest about 150 ms).`);
  }
  return null;
}

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

/** What the replay of a turn run saw, for its time checks. */
export type TurnTiming = {
  game: TurnChallengeGame;
  /** The page time of each move. */
  at: readonly number[];
  /** waits[i]: page ms the view held move i back (0: none; waits[0] is after the deal). */
  waits: readonly number[];
  timeline: RunTimeline;
};

/** Moves faster than a person sustains: over any TURN_BURST_MOVES in a row, and over the whole run. */
export function turnPaceHuman(at: readonly number[], realMs: number): TimeFinding | null {
  const n = at.length;
  if (n > 0 && realMs < n * TURN_MIN_MOVE_MS) {
    return impossible(`${n} moves in ${seconds(realMs)}: faster than ${TURN_MIN_MOVE_MS} ms a move, quicker than anyone plays.`);
  }
  for (let i = TURN_BURST_MOVES; i < n; i++) {
    const span = at[i]! - at[i - TURN_BURST_MOVES]!;
    if (span < TURN_BURST_MOVES * TURN_MIN_MOVE_MS) {
      return impossible(`Moves ${i - TURN_BURST_MOVES + 2} to ${i + 1} came ${span} ms apart in all: faster than ${TURN_MIN_MOVE_MS} ms a move, quicker than anyone plays.`);
    }
  }
  return null;
}

/**
 * Moves the view held back (Memory's resolve delay, Simon's pattern) that came sooner than it
 * allows: by the page's own times, and by the server's arrival times (less network jitter).
 */
export function turnWaitsKept(at: readonly number[], waits: readonly number[], arrivals: readonly number[] | undefined, startedAt: number): TimeFinding | null {
  for (let i = 0; i < at.length; i++) {
    const wait = waits[i] ?? 0;
    if (wait === 0) continue;
    const pageGap = at[i]! - (i === 0 ? 0 : at[i - 1]!);
    if (pageGap < wait - PAGE_TIMER_SLACK_MS) {
      return impossible(`Move ${i + 1} came ${pageGap} ms after the one before, but the game shows the next move only after ${wait} ms.`);
    }
    if (arrivals && arrivals.length > i) {
      const arrivalGap = arrivals[i]! - (i === 0 ? startedAt : arrivals[i - 1]!);
      if (arrivalGap < wait - NETWORK_JITTER_MS) {
        return impossible(`Move ${i + 1} reached the server ${arrivalGap} ms after the one before, but the game shows the next move only after ${wait} ms.`);
      }
    }
  }
  return null;
}

/** A move the page stamped later than it reached the server: the page's times were made up. */
export function pageTimesNotAfterArrivals(at: readonly number[], arrivals: readonly number[] | undefined, startedAt: number): TimeFinding | null {
  if (!arrivals) return null;
  for (let i = 0; i < at.length && i < arrivals.length; i++) {
    const arrived = arrivals[i]! - startedAt;
    if (at[i]! > arrived + CLOCK_SLACK_MS) return impossible(`Move ${i + 1} is stamped ${seconds(at[i]!)} into the run, but reached the server ${seconds(arrived)} in.`);
  }
  return null;
}

/**
 * Simon: the reaction after each pattern is shown (first press of a round, less the pattern's
 * time). The page time of the pattern's end is not logged, so this takes it from the last press
 * of the round before: a longer reaction than the real one, which only favours the player.
 */
export function simonReactions(at: readonly number[], waits: readonly number[]): number[] {
  const reactions: number[] = [];
  for (let i = 1; i < at.length; i++) if ((waits[i] ?? 0) > 0) reactions.push(at[i]! - at[i - 1]! - waits[i]!);
  return reactions;
}

/** All time findings of a turn run, impossible ones first. */
export function checkTurnTime({ game, at, waits, timeline }: TurnTiming): TimeFinding[] {
  const realMs = timeline.endedAt - timeline.startedAt;
  const last = at.length > 0 ? at[at.length - 1]! : 0;
  const findings = [
    pageTimesInOrder(at, Number.MAX_SAFE_INTEGER),
    notLongerThanReal(last, timeline),
    turnPaceHuman(at, realMs),
    turnWaitsKept(at, waits, timeline.moveArrivals, timeline.startedAt),
    pageTimesNotAfterArrivals(at, timeline.moveArrivals, timeline.startedAt),
    pageClockNotSlow(last, timeline),
    timingNotEven(at),
    game === "simon" ? reactionsHuman(simonReactions(at, waits), "each new pattern") : null,
  ];
  return sortFindings(findings);
}

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

/** What the replay of a real-time run saw, for its time checks. */
export type RealTimeTiming = {
  /** Each input's tick and page time, as logged. */
  inputs: readonly (readonly [tick: number, at: number])[];
  endTick: number;
  endAt: number;
  pauses: readonly (readonly [from: number, to: number])[];
  tickMs: number;
  /** The page time the game's tick 0 began: 0, or Flappy's first flap (its ticks wait for it). */
  ticksFrom?: number;
  pacing: {
    oneInputPerTick: boolean;
    minInputGapMs: number;
    maxPaddlePxPerTick: number | null;
  };
  /** Breakout: the paddle's left edge after each tick's inputs, as [tick, x], in order. */
  paddle?: readonly (readonly [tick: number, x: number])[];
  /** Reactions in ms to each stimulus (a new prompt, a mole appearing) that was answered. */
  reactionsMs?: readonly number[];
  /** What reactionsMs are reactions to, for the reason. */
  stimulus?: string;
  timeline: RunTimeline;
};

/** Pauses in order, within the run, each from before to. */
export function pausesInOrder(pauses: readonly (readonly [number, number])[], endAt: number): TimeFinding | null {
  let previous = 0;
  for (const [from, to] of pauses) {
    if (from > to || from < previous || to > endAt) return impossible("The run's pauses overlap, go backwards or fall outside the run.");
    previous = to;
  }
  return null;
}

export function pausedBefore(pauses: readonly (readonly [number, number])[], at: number): number {
  let total = 0;
  for (const [from, to] of pauses) if (from < at) total += Math.min(to, at) - from;
  return total;
}

/** The game clock ahead of the page clock that drives it, at any input or at the end. */
export function gameNotAhead(timing: Pick<RealTimeTiming, "inputs" | "endTick" | "endAt" | "pauses" | "tickMs" | "ticksFrom">): TimeFinding | null {
  const from = timing.ticksFrom ?? 0;
  const check = (tick: number, at: number, what: string) => {
    const game = tick * timing.tickMs;
    const page = at - from - (pausedBefore(timing.pauses, at) - pausedBefore(timing.pauses, from));
    return game > page + GAME_AHEAD_SLACK_MS ? impossible(`${what}: the game had run ${seconds(game)} when the page had run ${seconds(page)}.`) : null;
  };
  for (let i = 0; i < timing.inputs.length; i++) {
    const [tick, at] = timing.inputs[i]!;
    const finding = check(tick, at, `Input ${i + 1}`);
    if (finding) return finding;
  }
  return check(timing.endTick, timing.endAt, "At the end");
}

/** At most one input per tick, and the least gap between inputs, where each input needs a new look. */
export function inputsSpaced(inputs: RealTimeTiming["inputs"], pacing: RealTimeTiming["pacing"]): TimeFinding | null {
  for (let i = 1; i < inputs.length; i++) {
    const [tick, at] = inputs[i]!;
    const [prevTick, prevAt] = inputs[i - 1]!;
    if (pacing.oneInputPerTick && tick === prevTick) return impossible(`Inputs ${i} and ${i + 1} fall in the same tick: each needs a new look at the game first.`);
    if (at - prevAt < pacing.minInputGapMs) return impossible(`Inputs ${i} and ${i + 1} came ${at - prevAt} ms apart: no one answers again that fast.`);
  }
  return null;
}

/** Breakout: the paddle faster than a hand moves it. */
export function paddleSpeedHuman(paddle: readonly (readonly [number, number])[], maxPxPerTick: number): TimeFinding | null {
  for (let i = 1; i < paddle.length; i++) {
    const [tick, x] = paddle[i]!;
    const [prevTick, prevX] = paddle[i - 1]!;
    const distance = Math.abs(x - prevX);
    if (distance > maxPxPerTick * Math.max(1, tick - prevTick)) {
      return impossible(`The paddle moved ${Math.round(distance)} px in ${Math.max(1, tick - prevTick)} tick(s): faster than a hand moves it.`);
    }
  }
  return null;
}

/** The game clock slower than the page clock beyond the pauses shown. */
export function gameClockNotSlow(timing: Pick<RealTimeTiming, "endTick" | "endAt" | "pauses" | "tickMs" | "ticksFrom">): TimeFinding | null {
  const from = timing.ticksFrom ?? 0;
  const game = timing.endTick * timing.tickMs;
  const page = timing.endAt - from - (pausedBefore(timing.pauses, timing.endAt) - pausedBefore(timing.pauses, from));
  return gameSegmentNotSlow(game, page, timing.tickMs, "");
}

/** One stretch of play: `game` ms of ticks in `page` ms of unpaused page time. */
export function gameSegmentNotSlow(game: number, page: number, tickMs: number, where: string): TimeFinding | null {
  const floor = gameClockFloor(tickMs);
  if (page - game > GAME_CLOCK_SLOW_MS && game < floor * page) {
    return unlikely(
      `The game ran ${seconds(game)} in ${seconds(page)} of unpaused page time${where}: it was slowed down (a phone dropping frames keeps ${Math.round(floor * 100)}% or more).`,
    );
  }
  return null;
}

export function fewPauses(pauses: readonly unknown[]): TimeFinding | null {
  return pauses.length > MAX_PAUSES ? unlikely(`The run was paused ${pauses.length} times.`) : null;
}

/** All time findings of a real-time run, impossible ones first. */
export function checkRealTime(timing: RealTimeTiming): TimeFinding[] {
  const at = timing.inputs.map(([, a]) => a);
  const findings = [
    pageTimesInOrder(at, timing.endAt),
    pausesInOrder(timing.pauses, timing.endAt),
    notLongerThanReal(timing.endAt, timing.timeline),
    notLongerThanReal(timing.endTick * timing.tickMs, timing.timeline, "The game"),
    gameNotAhead(timing),
    inputsSpaced(timing.inputs, timing.pacing),
    timing.paddle && timing.pacing.maxPaddlePxPerTick !== null ? paddleSpeedHuman(timing.paddle, timing.pacing.maxPaddlePxPerTick) : null,
    pageClockNotSlow(timing.endAt, timing.timeline, 0),
    gameClockNotSlow(timing),
    fewPauses(timing.pauses),
    timingNotEven(at),
    inputsOffGrid(timing.inputs, timing.tickMs, timing.pauses),
    timing.reactionsMs ? reactionsHuman(timing.reactionsMs, timing.stimulus ?? "the game") : null,
  ];
  return sortFindings(findings);
}

function sortFindings(findings: readonly (TimeFinding | null)[]): TimeFinding[] {
  const found = findings.filter((f): f is TimeFinding => f !== null);
  return [...found.filter((f) => f.level === "impossible"), ...found.filter((f) => f.level === "unlikely")];
}
