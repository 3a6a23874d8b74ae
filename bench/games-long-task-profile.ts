/**
 * Where a game page's long tasks come from (a diagnostic for bench/games-long-tasks.ts, not a
 * benchmark): plays one game as that benchmark does (4x CPU throttling, phone-sized page, the
 * same keys) under a Chromium trace, then lists each task over 50 ms with what ran inside it:
 * the scripts by URL and function, and the browser's own work (style, layout, paint, compile,
 * garbage collection), and when in play it came. Needs a build (`npm run build`); starts the built server itself.
 *
 *   npx tsx bench/games-long-task-profile.ts breakout    # or snake, flappy, pong, baseline; BENCH_PORT, CHROMIUM_PATH;
 *                                                         # PROFILE_ALL=1 lists every kind of event inside a task
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import { DEFAULT_DPR, GAMES, PLAY_MS, THROTTLE } from "./games-long-tasks";
import { startServer } from "./server";

export type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: Record<string, unknown>; name?: string } };

const LONG_TASK_US = 50_000;

/** A readable label for an event nested in a long task: the script and function for JavaScript, else the event's name. */
function labelOf(e: TraceEvent): string {
  const data = e.args?.data ?? {};
  if (e.name === "FunctionCall" || e.name === "EvaluateScript" || e.name === "v8.compile" || e.name === "v8.compileModule") {
    const url = String(data.url ?? data.scriptName ?? "").replace(/^https?:\/\/[^/]+/, "");
    return `${e.name} ${url}${data.functionName ? ` ${String(data.functionName)}` : ""}`;
  }
  if (e.name === "EventDispatch" || e.name === "TimerFire" || e.name === "FireAnimationFrame") return `${e.name} ${String(data.type ?? data.id ?? "")}`;
  return e.name;
}

/**
 * The long tasks on the page's main thread that start at or after `from` (the trace's clock, µs), each with the time
 * of the events inside it by kind, largest first. `all` keeps every kind of event, not just script and rendering.
 */
export function longTasks(events: TraceEvent[], from = 0, all = false): { ts: number; ms: number; parts: [string, number][] }[] {
  // The page's main thread (what a PerformanceObserver's long tasks are), not the compositor's or IO's. Thread names
  // are metadata events stamped at the trace's start, so they are read before anything is cut at `from`.
  const main = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  events = events.filter((e) => e.ph !== "M" && e.ts >= from);
  // Chromium names a top-level task "RunTask" or "ThreadControllerImpl::RunTask" (by version); one nested in another is the same task.
  const candidates = events.filter(
    (e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.ph === "X" && (e.dur ?? 0) > LONG_TASK_US && main.has(`${e.pid}:${e.tid}`),
  );
  // A task inside another is dropped; of two with the same span (the two names nested), the first listed is kept.
  const encloses = (o: TraceEvent, e: TraceEvent) => o.pid === e.pid && o.tid === e.tid && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!;
  const tasks = candidates.filter((e, i) => !candidates.some((o, j) => j !== i && encloses(o, e) && (!encloses(e, o) || j < i)));
  return tasks.map((task) => {
    const inside = events.filter((e) => e !== task && e.ph === "X" && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
    const parts = new Map<string, number>();
    for (const e of inside) {
      // Only the outermost events of each kind that matters: nested ones are already counted.
      if (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") continue;
      if (
        !all &&
        !/^(FunctionCall|EvaluateScript|v8\.compile|v8\.compileModule|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|MajorGC|MinorGC|V8\.GC_SCAVENGER|ParseHTML|FireAnimationFrame|TimerFire|EventDispatch|HitTest|v8\.run)$/.test(
          e.name,
        )
      )
        continue;
      const key = labelOf(e);
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return { ts: task.ts, ms: task.dur! / 1000, parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 12) };
  });
}

async function main() {
  const game = GAMES.find((g) => g.game === (process.argv[2] ?? "breakout"));
  if (!game) throw new Error(`Which game? One of ${GAMES.map((g) => g.game).join(", ")}`);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 0));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const warm = await browser.newPage();
    await warm.goto(`${server.base}/games/${game.game === "baseline" ? "" : game.game}`);
    await warm.close();
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: DEFAULT_DPR, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "toplevel", "blink.user_timing"] });
    const started = Date.now();
    await page.goto(game.game === "baseline" ? `${server.base}/games` : `${server.base}/games/${game.game}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    console.log(`hydrated after ${Date.now() - started} ms (wall, throttled)`);
    if (game.game !== "baseline") await page.keyboard.press(" ");
    // What bench/games-long-tasks.ts counts starts here: loading the page is not play.
    await page.evaluate(() => performance.mark("play-start"));
    const until = Date.now() + PLAY_MS;
    for (let i = 0; Date.now() < until; i++) {
      await game.act(page, i);
      if (game.game !== "baseline" && (await page.getByTestId(`${game.game}-canvas`).getAttribute("data-phase")) === "over") await page.keyboard.press(" ");
      await page.waitForTimeout(game.everyMs);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const start = trace.traceEvents.find((e) => e.name === "play-start")?.ts ?? 0;
    const tasks = longTasks(trace.traceEvents, start, process.env.PROFILE_ALL === "1");
    console.log(`${game.game}: ${tasks.length} tasks over 50 ms in ${PLAY_MS / 1000} s of play (${THROTTLE}x throttling)`);
    for (const task of tasks) {
      console.log(`\n${task.ms.toFixed(0)} ms, ${((task.ts - start) / 1000).toFixed(0)} ms into play`);
      for (const [label, ms] of task.parts) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${label}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
