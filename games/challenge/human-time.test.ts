import { describe, expect, it } from "vitest";
import { seededRandom } from "../shared/random";
import {
  BREAKOUT_MAX_PADDLE_PX_PER_TICK,
  checkRealTime,
  checkTurnTime,
  MAX_PAUSES,
  meanAndVariance,
  median,
  NICKNAME_ALLOWANCE_MS,
  type RealTimeTiming,
  type RunTimeline,
  type TurnTiming,
} from "./human-time";

const T0 = 1_800_000_000_000;
const random = seededRandom(7);
/** A person's interval: around `typical` ms with a quarter either way. */
const person = (typical: number) => Math.round(typical * (0.75 + random() * 0.5));

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

/** 30 moves a person makes, about 400 ms apart, no waits, sealed right after. */
function honestTurns(overrides: Partial<TurnTiming> = {}): TurnTiming {
  const at: number[] = [];
  for (let i = 0, t = 0; i < 30; i++) at.push((t += person(400)));
  const timeline: RunTimeline = { startedAt: T0, endedAt: T0 + at[at.length - 1]! + 200 };
  return { game: "2048", at, waits: at.map(() => 0), timeline, ...overrides };
}

const reasons = (findings: { level: string; reason: string }[]) => findings.map((f) => `${f.level}: ${f.reason}`);

describe("human time: turn games", () => {
  it("an honest run has no findings", () => {
    expect(checkTurnTime(honestTurns())).toEqual([]);
  });

  it("refuses page times that go backwards", () => {
    const run = honestTurns();
    const at = [...run.at];
    [at[3], at[4]] = [at[4]!, at[3]!];
    expect(reasons(checkTurnTime({ ...run, at }))).toContain("impossible: Input 5's page time goes back before the input before it.");
  });

  it("refuses a run whose page time is longer than the real time since it started", () => {
    const run = honestTurns();
    const last = run.at[run.at.length - 1]!;
    const findings = checkTurnTime({ ...run, timeline: { startedAt: T0, endedAt: T0 + last - 1500 } });
    expect(findings[0]).toMatchObject({ level: "impossible", reason: expect.stringContaining("passed since it started") });
  });

  it("refuses a run whose moves took less than 60 ms each in all (the real time, not the page's)", () => {
    const run = honestTurns({ at: Array.from({ length: 30 }, (_, i) => i * 5) });
    const findings = checkTurnTime({ ...run, timeline: { startedAt: T0, endedAt: T0 + 1000 } });
    expect(findings[0]).toMatchObject({ level: "impossible", reason: "30 moves in 1.0 s: faster than 60 ms a move, quicker than anyone plays." });
  });

  it("refuses a burst of 10 moves in under 600 ms, but not two keys pressed together", () => {
    const run = honestTurns();
    const burst = [...run.at];
    for (let i = 11; i <= 20; i++) burst[i] = burst[10]! + (i - 10) * 50;
    for (let i = 21; i < burst.length; i++) burst[i] = burst[20]! + (i - 20) * 400;
    const timeline = { startedAt: T0, endedAt: T0 + burst[burst.length - 1]! + 100 };
    expect(checkTurnTime({ ...run, at: burst, timeline })[0]).toMatchObject({ level: "impossible", reason: expect.stringMatching(/^Moves 12 to 21 came 500 ms apart/) });
    const chord = [...run.at];
    chord[5] = chord[4]! + 3;
    expect(checkTurnTime({ ...run, at: chord })).toEqual([]);
  });

  it("refuses a move sooner after a Memory miss than the page's resolve delay allows, by the page's times", () => {
    const run = honestTurns({ game: "memory" });
    const waits = run.waits.map((_, i) => (i === 6 ? 1000 : 0));
    const at = run.at.map((a, i) => (i >= 6 ? a + 1200 : a));
    const timeline = { startedAt: T0, endedAt: T0 + at[at.length - 1]! + 200 };
    expect(checkTurnTime({ ...run, at, waits, timeline })).toEqual([]);
    const soon = at.map((a, i) => (i >= 6 ? a - 700 : a));
    expect(checkTurnTime({ ...run, at: soon, waits, timeline })[0]).toMatchObject({
      level: "impossible",
      reason: expect.stringMatching(/^Move 7 came \d+ ms after the one before, but the game shows the next move only after 1000 ms\.$/),
    });
  });

  it("refuses a move that reached the server sooner than the wait allows, less network jitter, whatever the page says", () => {
    const run = honestTurns({ game: "simon" });
    const waits = run.waits.map((_, i) => (i === 10 ? 2200 : 0));
    const at = run.at.map((a, i) => (i >= 10 ? a + 2500 : a));
    const arrivals = at.map((a) => T0 + 100 + a);
    const timeline = { startedAt: T0, endedAt: T0 + at[at.length - 1]! + 300, moveArrivals: arrivals };
    expect(checkTurnTime({ ...run, at, waits, timeline })).toEqual([]);
    // Delayed on the way (jitter): still fine within 400 ms.
    const jittered = arrivals.map((a, i) => (i === 9 ? a + 300 : a));
    expect(checkTurnTime({ ...run, at, waits, timeline: { ...timeline, moveArrivals: jittered } })).toEqual([]);
    // Sent together with the move before: the page's times were made up.
    const together = arrivals.map((a, i) => (i === 10 ? arrivals[9]! + 5 : a));
    expect(checkTurnTime({ ...run, at, waits, timeline: { ...timeline, moveArrivals: together } })[0]).toMatchObject({
      level: "impossible",
      reason: "Move 11 reached the server 5 ms after the one before, but the game shows the next move only after 2200 ms.",
    });
  });

  it("refuses a move stamped later than it reached the server", () => {
    const run = honestTurns();
    const arrivals = run.at.map((a) => T0 + 100 + a);
    expect(checkTurnTime({ ...run, timeline: { ...run.timeline, moveArrivals: arrivals } })).toEqual([]);
    const stretched = arrivals.map((a, i) => (i === 7 ? a - 1500 : a));
    expect(checkTurnTime({ ...run, timeline: { ...run.timeline, moveArrivals: stretched } })[0]).toMatchObject({
      level: "impossible",
      reason: expect.stringMatching(/^Move 8 is stamped [\d.]+ s into the run, but reached the server [\d.]+ s in\.$/),
    });
  });

  it("a first move sooner than the first wait (Simon's first pattern) is refused too", () => {
    const run = honestTurns({ game: "simon" });
    const waits = run.waits.map((_, i) => (i === 0 ? 1450 : 0));
    expect(checkTurnTime({ ...run, waits })[0]).toMatchObject({ level: "impossible", reason: expect.stringMatching(/^Move 1 came/) });
  });

  it("holds a run played with the page's clock slow (slow motion), but allows the nickname's time when not sealed", () => {
    const run = honestTurns();
    const last = run.at[run.at.length - 1]!;
    const slow = { startedAt: T0, endedAt: T0 + last * 2 };
    expect(reasons(checkTurnTime({ ...run, timeline: slow }))).toEqual([expect.stringMatching(/^unlikely: The page's clock ran slow/)]);
    expect(checkTurnTime({ ...run, timeline: { ...slow, sealed: false } })).toEqual([]);
    expect(checkTurnTime({ ...run, timeline: { startedAt: T0, endedAt: T0 + last + NICKNAME_ALLOWANCE_MS + 60_000, sealed: false } })).toHaveLength(1);
    // Within 5 s of network slack: fine.
    expect(checkTurnTime({ ...run, timeline: { startedAt: T0, endedAt: T0 + last + 4000 } })).toEqual([]);
  });

  it("holds machine-even moves (under 3% spread over 20 intervals), not a person's", () => {
    const even = Array.from({ length: 30 }, (_, i) => 500 + i * 400 + (i % 2));
    const run = honestTurns({ at: even, timeline: { startedAt: T0, endedAt: T0 + even[29]! + 100 } });
    expect(reasons(checkTurnTime(run))).toEqual([expect.stringMatching(/^unlikely: The inputs are machine-even: 29 intervals vary by under 3%/)]);
    expect(checkTurnTime({ ...run, at: even.slice(0, 20), timeline: { startedAt: T0, endedAt: T0 + even[19]! + 100 } })).toEqual([]);
  });

  it("holds Simon rounds answered faster than people react after each pattern", () => {
    const waits: number[] = [];
    const at: number[] = [];
    let t = 0;
    // 12 rounds of 3 presses: the first press of each round 80 ms after its pattern has shown.
    for (let r = 0; r < 12; r++) {
      for (let p = 0; p < 3; p++) {
        const wait = p === 0 ? 2500 : 0;
        t += wait + (p === 0 ? 80 : person(350));
        waits.push(wait);
        at.push(t);
      }
    }
    const timeline = { startedAt: T0, endedAt: T0 + t + 200 };
    expect(reasons(checkTurnTime({ game: "simon", at, waits, timeline }))).toEqual([
      expect.stringMatching(/^unlikely: Reactions to each new pattern took 80 ms at the median over 11/),
    ]);
    const human = at.map((a, i) => a + Math.floor(i / 3) * 250);
    expect(checkTurnTime({ game: "simon", at: human, waits, timeline: { startedAt: T0, endedAt: T0 + human[human.length - 1]! + 200 } })).toEqual([]);
  });
});

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

/** A Color Match run of 300 ticks with about one answer a second, each within its tick. */
function honestRealTime(overrides: Partial<RealTimeTiming> = {}): RealTimeTiming {
  const tickMs = 100;
  const begin = 400;
  const inputs: [number, number][] = [];
  for (let at = begin + 700; at < begin + 29_500; at += person(900)) inputs.push([Math.floor((at - begin) / tickMs), at]);
  const endAt = begin + 300 * tickMs + 30;
  return {
    inputs,
    endTick: 300,
    endAt,
    pauses: [],
    tickMs,
    pacing: { oneInputPerTick: true, minInputGapMs: 50, maxPaddlePxPerTick: null },
    reactionsMs: inputs.slice(1).map(([, at], i) => at - inputs[i]![1]),
    stimulus: "each new prompt",
    timeline: { startedAt: T0, endedAt: T0 + endAt + 200 },
    ...overrides,
  };
}

describe("human time: real-time games", () => {
  it("an honest run has no findings", () => {
    expect(checkRealTime(honestRealTime())).toEqual([]);
  });

  it("refuses an input after the run's end time", () => {
    const run = honestRealTime();
    const inputs = [...run.inputs, [299, run.endAt + 5] as const];
    expect(checkRealTime({ ...run, inputs })[0]).toMatchObject({ level: "impossible", reason: expect.stringContaining("is after the run ended") });
  });

  it("refuses a run whose ticks or page time are longer than the real time since it started", () => {
    const run = honestRealTime();
    const findings = checkRealTime({ ...run, timeline: { startedAt: T0, endedAt: T0 + 20_000 } });
    expect(reasons(findings).slice(0, 2)).toEqual([
      expect.stringMatching(/^impossible: The run lasts 30\.4 s, but only 20\.0 s passed/),
      expect.stringMatching(/^impossible: The game lasts 30\.0 s, but only 20\.0 s passed/),
    ]);
  });

  it("refuses a game clock ahead of the page clock (ticks faster than time)", () => {
    const run = honestRealTime();
    const inputs = run.inputs.map(([tick, at], i) => (i === 5 ? ([tick + 20, at] as const) : ([tick, at] as const)));
    const sorted = inputs.map(([tick, at], i) => [Math.max(tick, i > 5 ? inputs[5]![0] : 0), at] as const);
    expect(checkRealTime({ ...run, inputs: sorted })[0]).toMatchObject({ level: "impossible", reason: expect.stringMatching(/^Input 6: the game had run/) });
    const atEnd = checkRealTime({ ...run, endAt: 20_000, timeline: { startedAt: T0, endedAt: T0 + 40_000 }, inputs: run.inputs.filter(([, at]) => at < 20_000) });
    expect(reasons(atEnd)).toContain("impossible: At the end: the game had run 30.0 s when the page had run 20.0 s.");
  });

  it("refuses two answers in one tick, and two answers closer than 50 ms", () => {
    const run = honestRealTime();
    const [tick, at] = run.inputs[3]!;
    const sameTick = [...run.inputs.slice(0, 4), [tick, at + 60] as const, ...run.inputs.slice(4).map(([t, a]) => [t, a + 60] as const)];
    expect(checkRealTime({ ...run, inputs: sameTick })[0]).toMatchObject({
      level: "impossible",
      reason: "Inputs 4 and 5 fall in the same tick: each needs a new look at the game first.",
    });
    const close = [...run.inputs.slice(0, 4), [tick + 1, at + 20] as const, ...run.inputs.slice(4).map(([t, a]) => [t + 1, a + 100] as const)];
    expect(checkRealTime({ ...run, inputs: close, pacing: { ...run.pacing, oneInputPerTick: false } })[0]).toMatchObject({
      level: "impossible",
      reason: "Inputs 4 and 5 came 20 ms apart: no one answers again that fast.",
    });
  });

  it("refuses a Breakout paddle faster than a hand, over the ticks between its moves", () => {
    const run = honestRealTime({ pacing: { oneInputPerTick: false, minInputGapMs: 0, maxPaddlePxPerTick: BREAKOUT_MAX_PADDLE_PX_PER_TICK }, reactionsMs: undefined });
    const paddle: [number, number][] = [
      [10, 0],
      [12, 300],
      [13, 160],
    ];
    expect(checkRealTime({ ...run, paddle })).toEqual([]);
    expect(checkRealTime({ ...run, paddle: [...paddle, [14, 0] as [number, number]].slice(1).concat([[15, 320]]) })[0]).toMatchObject({
      level: "impossible",
      reason: "The paddle moved 320 px in 1 tick(s): faster than a hand moves it.",
    });
  });

  it("refuses pauses that overlap or fall outside the run", () => {
    const run = honestRealTime();
    expect(checkRealTime({ ...run, pauses: [[5000, 4000]] })[0]).toMatchObject({ level: "impossible", reason: expect.stringContaining("pauses overlap") });
    expect(checkRealTime({ ...run, pauses: [[run.endAt - 10, run.endAt + 10]] })[0]).toMatchObject({ level: "impossible" });
  });

  it("holds a game clock far slower than the page's unpaused time, but not a slow phone's dropped frames or a shown pause", () => {
    const run = honestRealTime();
    const slow = { ...run, endAt: 80_000, timeline: { startedAt: T0, endedAt: T0 + 80_300 } };
    expect(reasons(checkRealTime(slow))).toEqual([expect.stringMatching(/^unlikely: The game ran 30\.0 s in 80\.0 s of unpaused page time/)]);
    // A 100 ms tick is lost only in frames over 500 ms: half speed is not a slow phone's.
    expect(reasons(checkRealTime({ ...run, endAt: 60_000, timeline: { startedAt: T0, endedAt: T0 + 60_300 } }))).toEqual([
      expect.stringMatching(/it was slowed down \(a phone dropping frames keeps 80% or more\)/),
    ]);
    // Breakout's 16.7 ms ticks at 10 frames a second (5 ticks a frame): 25 s of game in 30.4 s passes; at 5 frames a second it is held.
    const breakoutTicks = { ...run, tickMs: 1000 / 60, reactionsMs: undefined };
    expect(checkRealTime({ ...breakoutTicks, endTick: 1500 })).toEqual([]);
    expect(reasons(checkRealTime({ ...breakoutTicks, endTick: 770 }))).toEqual([expect.stringMatching(/The game ran 12\.8 s in 30\.4 s .* keeps 67% or more/)]);
    // The same 80 s with a 50 s pause the page showed.
    expect(checkRealTime({ ...slow, pauses: [[29_800, 79_800]] })).toEqual([]);
    // Or a Flappy bird that waited 50 s for its first flap: its ticks start then.
    const lateFlap = slow.inputs.map(([tick, at]) => [tick, at + 49_600] as const);
    expect(checkRealTime({ ...slow, inputs: lateFlap, reactionsMs: undefined, ticksFrom: lateFlap[0]![1] - 700 })).toEqual([]);
  });

  it(`holds more than ${MAX_PAUSES} pauses`, () => {
    const run = honestRealTime();
    const pauses = (n: number) => Array.from({ length: n }, (_, i) => [31_000 + i * 100, 31_050 + i * 100] as [number, number]);
    const longer = (n: number) => ({ ...run, endAt: 32_500, pauses: pauses(n), timeline: { startedAt: T0, endedAt: T0 + 32_800 } });
    expect(checkRealTime(longer(MAX_PAUSES))).toEqual([]);
    expect(reasons(checkRealTime(longer(MAX_PAUSES + 1)))).toEqual([`unlikely: The run was paused ${MAX_PAUSES + 1} times.`]);
  });

  it("holds page times that sit exactly on the ticks (computed, not measured)", () => {
    const run = honestRealTime();
    const onGrid = run.inputs.map(([tick]) => [tick, 400 + tick * 100] as const);
    expect(reasons(checkRealTime({ ...run, inputs: onGrid, reactionsMs: undefined }))).toEqual([expect.stringMatching(/sit exactly on the game's ticks/)]);
  });

  it("holds reactions under 150 ms at the median, and only over 10 events or more", () => {
    const run = honestRealTime();
    const fast = run.inputs.map(() => 120 + Math.round(random() * 40));
    expect(reasons(checkRealTime({ ...run, reactionsMs: fast }))).toEqual([
      expect.stringMatching(/^unlikely: Reactions to each new prompt took \d+ ms at the median over \d+ \(people take 200-250 ms/),
    ]);
    expect(checkRealTime({ ...run, reactionsMs: fast.slice(0, 9) })).toEqual([]);
  });

  it("times a Breakout run's pointer inputs like any other: on the tick grid they are held, stamped when the pointer moved they pass", () => {
    const tickMs = 1000 / 60;
    const breakoutRun = (inputs: (readonly [number, number])[]) =>
      honestRealTime({
        inputs,
        tickMs,
        endTick: 420,
        endAt: 7500,
        pacing: { oneInputPerTick: false, minInputGapMs: 0, maxPaddlePxPerTick: BREAKOUT_MAX_PADDLE_PX_PER_TICK },
        reactionsMs: undefined,
        timeline: { startedAt: T0, endedAt: T0 + 7800 },
      });
    // A script's log: one pointer input every tick, its page time computed from the tick.
    const computed = Array.from({ length: 400 }, (_, i) => [i, Math.round(i * tickMs)] as const);
    expect(reasons(checkRealTime(breakoutRun(computed)))).toEqual([expect.stringMatching(/sit exactly on the game's ticks/)]);
    // A page's: each pointer event stamped when it came, somewhere within its frame.
    const measured = Array.from({ length: 400 }, (_, i) => [i, Math.round((i + random()) * tickMs)] as const);
    expect(checkRealTime(breakoutRun(measured))).toEqual([]);
  });

  it("lists impossible findings before unlikely ones", () => {
    const run = honestRealTime();
    const findings = checkRealTime({ ...run, pauses: Array.from({ length: 12 }, (_, i) => [i, i] as [number, number]), timeline: { startedAt: T0, endedAt: T0 + 10_000 } });
    expect(findings[0]!.level).toBe("impossible");
    expect(findings[findings.length - 1]!.level).toBe("unlikely");
  });
});

describe("statistics", () => {
  it("median, mean and variance", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(meanAndVariance([10, 10, 10])).toEqual({ mean: 10, variance: 0 });
    expect(meanAndVariance([5, 15])).toEqual({ mean: 10, variance: 25 });
  });
});
