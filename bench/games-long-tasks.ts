/**
 * Benchmark (numbers, not a pass/fail test): 10 s of play in each canvas game at 4x CPU
 * throttling, counting long tasks (over 50 ms) with a PerformanceObserver, plus frames per second.
 * Each game is played BENCH_RUNS times (default 3) in a phone-sized page; a first row measures the
 * games hub left alone for the same time, as the floor the shell itself (particles, greeting)
 * costs on this machine. Needs a build (`npm run build`); starts the built server itself.
 *
 *   npx tsx bench/games-long-tasks.ts    # BENCH_PORT (default 4390), BENCH_RUNS, BENCH_DPR, BENCH_ONLY=pong,snake, CHROMIUM_PATH
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 10_000;
const THROTTLE = 4;
const LONG_TASK_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A common mid-range Android phone's pixel ratio. */
const DPR = Number(process.env.BENCH_DPR ?? 2.625);

type Run = { longTasks: number; longestMs: number; blockingMs: number; fps: number };

/** What a player does in each game, every `everyMs`, for PLAY_MS; Space restarts a finished game. */
const GAMES: readonly { game: string; everyMs: number; act: (page: Page, i: number) => Promise<void> }[] = [
  { game: "baseline", everyMs: 500, act: async () => {} },
  { game: "snake", everyMs: 450, act: (page, i) => page.keyboard.press(["ArrowDown", "ArrowLeft", "ArrowUp", "ArrowRight"][i % 4]!) },
  { game: "flappy", everyMs: 330, act: (page) => page.keyboard.press(" ") },
  { game: "pong", everyMs: 200, act: (page, i) => page.keyboard.press(i % 6 < 3 ? "ArrowUp" : "ArrowDown") },
  { game: "breakout", everyMs: 200, act: (page, i) => page.keyboard.press(i % 8 < 4 ? "ArrowLeft" : "ArrowRight") },
];

async function startServer(): Promise<ChildProcess> {
  const server = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")), LOG_LEVEL: "warn" },
    stdio: "inherit",
    // Its own process group, so stopping it also stops the node process npx starts.
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(server);
  throw new Error("The server did not start");
}

function stop(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

async function measure(page: Page, { game, everyMs, act }: (typeof GAMES)[number]): Promise<Run> {
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
  await page.goto(baseline ? `${BASE}/games` : `${BASE}/games/${game}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  if (!baseline) await page.keyboard.press(" "); // Start (Flappy: the first flap)

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

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  try {
    const rows: { game: string; runs: Run[] }[] = [];
    // Warm up: the server's first answers (and the browser's first compile) are not play.
    const warm = await browser.newPage();
    for (const { game } of GAMES) await warm.goto(game === "baseline" ? `${BASE}/games` : `${BASE}/games/${game}`);
    await warm.close();
    const only = process.env.BENCH_ONLY?.split(",");
    for (const game of GAMES.filter((g) => !only || only.includes(g.game))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: DPR, isMobile: true, hasTouch: true });
        runs.push(await measure(await context.newPage(), game));
        await context.close();
      }
      rows.push({ game: game.game, runs });
    }
    console.log(`${PLAY_MS / 1000} s per run, ${RUNS} runs each, ${THROTTLE}x CPU throttling, 412x915 page at DPR ${DPR}`);
    console.log(`${"page".padEnd(10)} ${"long tasks per run".padStart(19)} ${"longest".padStart(9)} ${"blocking (mean)".padStart(16)} ${"fps (mean)".padStart(11)}`);
    for (const { game, runs } of rows) {
      const mean = (f: (r: Run) => number) => Math.round(runs.reduce((sum, r) => sum + f(r), 0) / runs.length);
      console.log(
        `${game.padEnd(10)} ${runs.map((r) => r.longTasks).join(" / ").padStart(19)} ${`${Math.max(...runs.map((r) => r.longestMs))} ms`.padStart(9)} ` +
          `${`${mean((r) => r.blockingMs)} ms`.padStart(16)} ${String(mean((r) => r.fps)).padStart(11)}`,
      );
    }
  } finally {
    await browser.close();
    stop(server);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
