/**
 * Benchmark (numbers, not a pass/fail test): 10 s of play in each canvas game at 4x CPU
 * throttling, counting long tasks (over 50 ms) with a PerformanceObserver, plus frames per second.
 * Each game is played BENCH_RUNS times (default 3) in a phone-sized page; a first row measures the
 * games hub left alone for the same time, as the floor the shell itself (particles, greeting)
 * costs on this machine. `npm run bench` calls measureGames(); run alone it needs a build
 * (`npm run build`) and starts the built server itself.
 *
 *   npx tsx bench/games-long-tasks.ts    # BENCH_PORT (default: a free one), BENCH_RUNS, BENCH_DPR, BENCH_ONLY=pong,snake, CHROMIUM_PATH
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import type { InputLatencyRow } from "./games-input-latency";
import { startServer } from "./server";

export const PLAY_MS = 10_000;
export const THROTTLE = 4;
const LONG_TASK_MS = 50;
/** A common mid-range Android phone's pixel ratio. */
export const DEFAULT_DPR = 2.625;

export type GameRun = { longTasks: number; longestMs: number; blockingMs: number; fps: number };
/**
 * One page's runs; `isGame` is false for the idle games hub, which is measured as the floor.
 * `input`: the game's tap-to-frame latency (bench/games-input-latency.ts), measured separately.
 */
export type GameRow = { game: string; isGame: boolean; runs: GameRun[]; longestMs: number; blockingMs: number; fps: number; input?: InputLatencyRow };
export type GamesOptions = { runs?: number; dpr?: number; only?: readonly string[]; chromePath?: string };

/** What a player does in each canvas game (every web/features/games/<game>/render.ts), every `everyMs`, for PLAY_MS; Space restarts a finished game. */
export const GAMES: readonly { game: string; everyMs: number; act: (page: Page, i: number) => Promise<void> }[] = [
  { game: "baseline", everyMs: 500, act: async () => {} },
  { game: "snake", everyMs: 450, act: (page, i) => page.keyboard.press(["ArrowDown", "ArrowLeft", "ArrowUp", "ArrowRight"][i % 4]!) },
  { game: "flappy", everyMs: 330, act: (page) => page.keyboard.press(" ") },
  { game: "pong", everyMs: 200, act: (page, i) => page.keyboard.press(i % 6 < 3 ? "ArrowUp" : "ArrowDown") },
  { game: "breakout", everyMs: 200, act: (page, i) => page.keyboard.press(i % 8 < 4 ? "ArrowLeft" : "ArrowRight") },
];

async function measure(base: string, page: Page, { game, everyMs, act }: (typeof GAMES)[number]): Promise<GameRun> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const baseline = game === "baseline";
  await page.goto(baseline ? `${base}/games` : `${base}/games/${game}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  if (!baseline) {
    // The deal is made just after hydration; Start before then does nothing, and the run would
    // measure an idle page. Wait for the enabled Start, press it, and check the round is running.
    await page.locator('main button[aria-disabled="false"]').first().waitFor();
    await page.keyboard.press(" "); // Start (Flappy: the first flap)
    await page.locator(`[data-testid="${game}-canvas"][data-phase="${game === "flappy" ? "playing" : "running"}"]`).waitFor({ timeout: 5000 });
  }

  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  const from = (await page.evaluate(`(() => {
    window.__frames = 0;
    requestAnimationFrame(function count() {
      window.__frames++;
      requestAnimationFrame(count);
    });
    return performance.now();
  })()`)) as number;
  const until = Date.now() + PLAY_MS;
  for (let i = 0; Date.now() < until; i++) {
    await act(page, i);
    if (!baseline && (await page.getByTestId(`${game}-canvas`).getAttribute("data-phase")) === "over") await page.keyboard.press(" ");
    await page.waitForTimeout(everyMs);
  }
  const { tasks, frames, elapsed } = await page.evaluate((start) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __frames: number };
    return { tasks: w.__longTasks.filter((t) => t.start >= start), frames: w.__frames, elapsed: performance.now() - start };
  }, from);
  await cdp.detach();
  const durations = tasks.map((t) => t.duration).filter((d) => d > LONG_TASK_MS);
  return {
    longTasks: durations.length,
    longestMs: Math.round(Math.max(0, ...durations)),
    blockingMs: Math.round(durations.reduce((sum, d) => sum + d - LONG_TASK_MS, 0)),
    fps: Math.round((frames / elapsed) * 1000),
  };
}

/** Plays each game `runs` times in a fresh phone-sized context; the idle hub row comes first. */
export async function measureGames(base: string, { runs = 3, dpr = DEFAULT_DPR, only, chromePath = DEFAULT_CHROMIUM }: GamesOptions = {}): Promise<GameRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    // Warm up: the server's first answers (and the browser's first compile) are not play.
    const warm = await browser.newPage();
    for (const { game } of GAMES) await warm.goto(game === "baseline" ? `${base}/games` : `${base}/games/${game}`);
    await warm.close();
    const rows: GameRow[] = [];
    for (const game of GAMES.filter((g) => !only || only.includes(g.game))) {
      const results: GameRun[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
        results.push(await measure(base, await context.newPage(), game));
        await context.close();
      }
      const mean = (f: (r: GameRun) => number) => Math.round(results.reduce((sum, r) => sum + f(r), 0) / results.length);
      rows.push({
        game: game.game,
        isGame: game.game !== "baseline",
        runs: results,
        longestMs: Math.max(...results.map((r) => r.longestMs)),
        blockingMs: mean((r) => r.blockingMs),
        fps: mean((r) => r.fps),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 0));
  try {
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const dpr = Number(process.env.BENCH_DPR ?? DEFAULT_DPR);
    const rows = await measureGames(server.base, { runs, dpr, only: process.env.BENCH_ONLY?.split(","), chromePath: process.env.CHROMIUM_PATH });
    console.log(`${PLAY_MS / 1000} s per run, ${runs} runs each, ${THROTTLE}x CPU throttling, 412x915 page at DPR ${dpr}`);
    console.log(`${"page".padEnd(10)} ${"long tasks per run".padStart(19)} ${"longest".padStart(9)} ${"blocking (mean)".padStart(16)} ${"fps (mean)".padStart(11)}`);
    for (const row of rows) {
      console.log(
        `${row.game.padEnd(10)} ${row.runs
          .map((r) => r.longTasks)
          .join(" / ")
          .padStart(19)} ${`${row.longestMs} ms`.padStart(9)} ` + `${`${row.blockingMs} ms`.padStart(16)} ${String(row.fps).padStart(11)}`,
      );
    }
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
