/**
 * Benchmark (numbers, not a pass/fail test) for decision 033's "input latency from tap to the next
 * frame within one tick": in each real-time canvas game, real inputs (keys, and taps through the
 * touchscreen) are sent by Chromium's input pipeline, and the page measures, for each one, the time
 * from the input event's timestamp to the end of the first rendered frame whose canvas shows the
 * input's effect. Compared with the game's tick length from games/<game>/engine.ts.
 *
 * When an input shows: Breakout and Pong move the paddle in the input's own event (the canvas is
 * drawn in that event's React commit, so the next frame shows it); Snake queues a turn and Flappy
 * sets the bird's speed, which the engine applies at the next tick (e2e/games-input-latency.spec.ts
 * holds all four to this in logical terms). The page therefore waits for
 *   - "now": the first canvas draw inside the input's event dispatch, then the frame after it;
 *   - "next tick": the first canvas draw after the dispatch (the next tick's), then the end of the
 *     frame that draw belongs to (its own frame when drawn in a requestAnimationFrame callback,
 *     else the next one).
 * The end of a frame is taken as a message posted from that frame's requestAnimationFrame, which
 * runs once the frame has been rendered: the main thread's part; the compositor adds a few ms
 * before the pixels reach the screen. An input that changed nothing (a paddle already at the wall)
 * is skipped. Chromium's Event Timing entries (`duration`: the event's start to the next paint,
 * in 8 ms steps, only for events of 16 ms or more) are kept as a second opinion.
 *
 * Runs at the same 4x CPU throttling and phone-sized page as the long-task rows. `npm run bench`
 * calls measureInputLatency() in its "games" part; run alone it needs a build and starts the server:
 *
 *   npx tsx bench/games-input-latency.ts   # BENCH_RUNS, BENCH_DPR, BENCH_INPUTS, BENCH_ONLY=snake,pong, CHROMIUM_PATH, BENCH_THROTTLE
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { BREAKOUT_TICK_MS } from "../games/breakout/engine";
import { FLAPPY_TICK_MS } from "../games/flappy/engine";
import { PONG_TICK_MS } from "../games/pong/engine";
import { SNAKE_TICK_MS } from "../games/snake/engine";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import { DEFAULT_DPR, THROTTLE } from "./games-long-tasks";
import { median } from "./median";
import { startServer } from "./server";

/** Inputs per run (half keys, half taps). */
export const INPUTS_PER_RUN = 24;

export type AppliesOn = "now" | "nextTick";
export type InputLatencyRow = {
  game: string;
  tickMs: number;
  appliesOn: AppliesOn;
  /** Inputs measured, and inputs that changed nothing (skipped). */
  measured: number;
  skipped: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Share of measured inputs shown within one tick of the input. */
  withinTick: number;
  /** Median time from the draw showing the input to the end of its frame. */
  drawToFrameMs: number;
  /** Event Timing: measured inputs Chromium reported (those of 16 ms or more), and the longest `duration`. */
  eventTimingOver16: number;
  eventTimingMaxMs: number;
};

type Input = { kind: "key"; key: string } | { kind: "tap"; x: number; y: number } | { kind: "tapButton"; name: string };
type Game = {
  game: string;
  tickMs: number;
  appliesOn: AppliesOn;
  /** Milliseconds between inputs, before a random part of one tick (so inputs land at every phase of the tick). */
  everyMs: number;
  /** The next input, from the canvas's text alternative (its scene description); x and y are fractions of the canvas. */
  next: (label: string, i: number) => Input;
};

const DIRECTION_KEYS = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" } as const;

function numberAfter(label: string, pattern: RegExp): number {
  const match = pattern.exec(label);
  if (!match) throw new Error(`No ${pattern} in "${label}"`);
  return Number(match[1]);
}

/** A turn at right angles to the snake's way, towards the middle of the board (so it seldom hits a wall). */
function snakeTurn(label: string): keyof typeof DIRECTION_KEYS {
  const moving = /moving (up|down|left|right)/.exec(label)?.[1];
  const column = numberAfter(label, /head at column (\d+)/);
  const row = numberAfter(label, /head at column \d+, row (\d+)/);
  return moving === "up" || moving === "down" ? (column <= 10 ? "right" : "left") : row <= 10 ? "down" : "up";
}

export const LATENCY_GAMES: readonly Game[] = [
  {
    game: "snake",
    tickMs: SNAKE_TICK_MS,
    appliesOn: "nextTick",
    everyMs: 300,
    next: (label, i) => {
      const turn = snakeTurn(label);
      return i % 2 ? { kind: "tapButton", name: `Turn ${turn}` } : { kind: "key", key: DIRECTION_KEYS[turn] };
    },
  },
  {
    game: "flappy",
    tickMs: FLAPPY_TICK_MS,
    appliesOn: "nextTick",
    everyMs: 300,
    next: (_label, i) => (i % 2 ? { kind: "tap", x: 0.5, y: 0.5 } : { kind: "key", key: " " }),
  },
  {
    game: "pong",
    tickMs: PONG_TICK_MS,
    appliesOn: "now",
    everyMs: 150,
    next: (label, i) => {
      const [top, range] = [numberAfter(label, /paddle top at y (-?\d+)/), numberAfter(label, /paddle top at y -?\d+ of (\d+)/)];
      const down = top < range / 2;
      return i % 2 ? { kind: "tap", x: 0.1, y: down ? 0.85 : 0.15 } : { kind: "key", key: down ? "ArrowDown" : "ArrowUp" };
    },
  },
  {
    game: "breakout",
    tickMs: BREAKOUT_TICK_MS,
    appliesOn: "now",
    everyMs: 150,
    next: (label, i) => {
      const right = numberAfter(label, /Paddle left edge at x (\d+)/) < 160;
      return i % 2 ? { kind: "tap", x: right ? 0.8 : 0.2, y: 0.95 } : { kind: "key", key: right ? "ArrowRight" : "ArrowLeft" };
    },
  },
];

/**
 * The page's side. A string, not a function: tsx would wrap inner functions in a helper the page
 * lacks. GameCanvas calls setTransform once before each draw, which marks a draw of the game board.
 */
const PAGE_SCRIPT = `(() => {
  const lat = { armed: null, pending: null, results: [], skipped: 0, inRaf: false, eventTiming: [] };
  window.__lat = lat;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    lat.inRaf = true;
    try { cb(t); } finally { lat.inRaf = false; }
  });
  const afterFrame = (inRaf, done) => {
    const post = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    };
    if (inRaf) post(); else raf(post);
  };
  const setTransform = CanvasRenderingContext2D.prototype.setTransform;
  CanvasRenderingContext2D.prototype.setTransform = function (...args) {
    const p = lat.pending;
    if (p && !p.scheduled && this.canvas.hasAttribute("data-game-board")) {
      if (!p.processed) p.drawnDuring = true;
      if (p.mode === "now" ? !p.processed : p.processed) {
        p.scheduled = true;
        const drawnAt = performance.now();
        const inRaf = lat.inRaf;
        afterFrame(inRaf, (end) => {
          lat.results.push({ type: p.type, t0: p.t0, ms: end - p.t0, drawMs: drawnAt - p.t0, inRaf });
          if (lat.pending === p) lat.pending = null;
        });
      }
    }
    return setTransform.apply(this, args);
  };
  for (const type of ["keydown", "pointerdown", "click"]) {
    window.addEventListener(type, (e) => {
      const armed = lat.armed;
      if (!armed || armed.type !== type || !e.isTrusted) return;
      lat.armed = null;
      const p = { type, t0: e.timeStamp, mode: armed.mode, processed: false, drawnDuring: false, scheduled: false };
      lat.pending = p;
      // Added while the event is on its way, this runs after every other window listener of it.
      window.addEventListener(type, () => {
        p.processed = true;
        if (!p.drawnDuring && lat.pending === p) {
          lat.skipped++;
          lat.pending = null;
        }
      }, { once: true });
    }, true);
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) lat.eventTiming.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

type PageResults = {
  results: { type: string; t0: number; ms: number; drawMs: number; inRaf: boolean }[];
  skipped: number;
  eventTiming: { name: string; start: number; duration: number }[];
};

async function play(page: Page, base: string, game: Game, inputs: number, throttle: number): Promise<PageResults> {
  await page.addInitScript({ content: PAGE_SCRIPT });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await page.goto(`${base}/games/${game.game}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const canvas = page.getByTestId(`${game.game}-canvas`);
  await page.keyboard.press(" "); // Start (Flappy: the first flap)
  await page.waitForTimeout(300);
  for (let i = 0, done = 0; done < inputs && i < inputs * 3; i++) {
    const phase = await canvas.getAttribute("data-phase");
    if (phase === "over" || phase === "idle") {
      await page.waitForTimeout(700); // Flappy ignores flaps for 600 ms after a crash
      await page.keyboard.press(" ");
      await page.waitForTimeout(300);
      continue;
    }
    const input = game.next((await canvas.getAttribute("aria-label")) ?? "", done);
    const type = input.kind === "key" ? "keydown" : input.kind === "tap" ? "pointerdown" : "click";
    await page.evaluate(([type, mode]) => ((window as unknown as { __lat: { armed: unknown } }).__lat.armed = { type, mode }), [type, game.appliesOn]);
    if (input.kind === "key") await page.keyboard.press(input.key);
    else if (input.kind === "tapButton") await page.getByRole("button", { name: input.name }).tap();
    else {
      const box = await canvas.boundingBox();
      if (!box) throw new Error(`${game.game}: no canvas box`);
      await page.touchscreen.tap(box.x + box.width * input.x, box.y + box.height * input.y);
    }
    await page.waitForFunction(
      () => {
        const lat = (window as unknown as { __lat: { pending: unknown; armed: unknown } }).__lat;
        return lat.pending === null && lat.armed === null;
      },
      undefined,
      { timeout: 5_000 },
    );
    done++;
    await page.waitForTimeout(game.everyMs + Math.random() * game.tickMs);
  }
  await cdp.detach();
  return (await page.evaluate("({ results: window.__lat.results, skipped: window.__lat.skipped, eventTiming: window.__lat.eventTiming })")) as PageResults;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Turns one game's page results (every run) into its row. */
export function latencyRow(game: Pick<Game, "game" | "tickMs" | "appliesOn">, runs: readonly PageResults[]): InputLatencyRow {
  const ms = runs.flatMap((r) => r.results.map((x) => x.ms));
  // An Event Timing entry's startTime is its event's timeStamp.
  const eventTiming = runs.flatMap((r) => r.results.flatMap((x) => r.eventTiming.filter((e) => e.name === x.type && Math.abs(e.start - x.t0) < 1).map((e) => e.duration)));
  const drawToFrame = runs.flatMap((r) => r.results.map((x) => x.ms - x.drawMs));
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    game: game.game,
    tickMs: round(game.tickMs),
    appliesOn: game.appliesOn,
    measured: ms.length,
    skipped: runs.reduce((sum, r) => sum + r.skipped, 0),
    medianMs: ms.length ? round(median(ms)) : NaN,
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(Math.max(...ms)),
    withinTick: ms.length ? Math.round((ms.filter((m) => m <= game.tickMs).length / ms.length) * 100) / 100 : NaN,
    drawToFrameMs: drawToFrame.length ? round(median(drawToFrame)) : NaN,
    eventTimingOver16: eventTiming.length,
    eventTimingMaxMs: round(Math.max(0, ...eventTiming)),
  };
}

export type LatencyOptions = { runs?: number; dpr?: number; only?: readonly string[]; chromePath?: string; inputs?: number; throttle?: number; browser?: Browser };

/** Plays each real-time game `runs` times in a fresh phone-sized touch context, `inputs` inputs a run. */
export async function measureInputLatency(
  base: string,
  { runs = 3, dpr = DEFAULT_DPR, only, chromePath = DEFAULT_CHROMIUM, inputs = INPUTS_PER_RUN, throttle = THROTTLE }: LatencyOptions = {},
): Promise<InputLatencyRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const rows: InputLatencyRow[] = [];
    for (const game of LATENCY_GAMES.filter((g) => !only || only.includes(g.game))) {
      const results: PageResults[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
        results.push(await play(await context.newPage(), base, game, inputs, throttle));
        await context.close();
      }
      rows.push(latencyRow(game, results));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** One line per game, for the standalone run and the benchmark's notes. */
export function formatLatency(rows: readonly InputLatencyRow[]): string {
  const head =
    `${"game".padEnd(9)} ${"tick ms".padStart(8)} ${"shows on".padStart(10)} ${"inputs".padStart(7)} ${"median".padStart(7)} ${"p95".padStart(6)} ${"max".padStart(6)} ` +
    `${"<= 1 tick".padStart(10)} ${"draw->frame end".padStart(16)} ${"event timing >=16 ms (max)".padStart(27)}`;
  const lines = rows.map(
    (r) =>
      `${r.game.padEnd(9)} ${r.tickMs.toFixed(1).padStart(8)} ${(r.appliesOn === "now" ? "same event" : "next tick").padStart(10)} ${`${r.measured}+${r.skipped}`.padStart(7)} ` +
      `${r.medianMs.toFixed(1).padStart(7)} ${r.p95Ms.toFixed(1).padStart(6)} ${r.maxMs.toFixed(1).padStart(6)} ${`${Math.round(r.withinTick * 100)} %`.padStart(10)} ` +
      `${r.drawToFrameMs.toFixed(1).padStart(16)} ` +
      `${`${r.eventTimingOver16} (${r.eventTimingMaxMs} ms)`.padStart(27)}`,
  );
  return [head, ...lines].join("\n");
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 0));
  try {
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const dpr = Number(process.env.BENCH_DPR ?? DEFAULT_DPR);
    const inputs = Number(process.env.BENCH_INPUTS ?? INPUTS_PER_RUN);
    const throttle = Number(process.env.BENCH_THROTTLE ?? THROTTLE);
    const rows = await measureInputLatency(server.base, { runs, dpr, inputs, throttle, only: process.env.BENCH_ONLY?.split(","), chromePath: process.env.CHROMIUM_PATH });
    console.log(`Input to the end of the first frame showing it, ms; ${runs} runs of ${inputs} inputs (keys and taps), ${throttle}x CPU throttling, 412x915 page at DPR ${dpr}`);
    console.log(formatLatency(rows));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
