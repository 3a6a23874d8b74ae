/**
 * A client navigation in every language beside English: from `/<lang>/games` a tap on Snake's card,
 * every request the tap makes held 300 ms (a slow network's round trip), timed from the click
 * event to the first frame that shows the board, both read in the page. The languages take turns
 * run by run (the starting one moves along), each tap in a fresh browser context with no service
 * worker, so each meets the same load and no tap finds another's files cached. A language's median
 * is within 10% of English's.
 *
 *   npx tsx bench/i18n-navigation.ts   # after a build (or BENCH_BASE=http://127.0.0.1:PORT); BENCH_RUNS (default 5), CHROMIUM_PATH
 */
import { loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { LOCALES, localizedPath, type Locale } from "../contracts/locales";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import { median } from "./median";
import { startServer } from "./server";

export const HOLD_MS = 300;
/** A language's tap shows the board within 10% of English's time. */
export const NAVIGATION_TOLERANCE = 0.1;

export type NavigationRow = { locale: Locale; runsMs: number[]; medianMs: number; ratio: number; ok: boolean; load: number[] };

/** Run `i` (from 0) starts at the i-th language, so none is always first or last. */
export function rotation<T>(items: readonly T[], i: number): T[] {
  const k = i % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** The rows from each language's times; English's median is the yardstick. */
export function navigationRows(times: ReadonlyMap<Locale, number[]>, load: ReadonlyMap<Locale, number[]>): NavigationRow[] {
  const english = median(times.get("en") ?? []);
  return LOCALES.map((locale) => {
    const runsMs = times.get(locale) ?? [];
    const medianMs = median(runsMs);
    const ratio = medianMs / english;
    return { locale, runsMs, medianMs, ratio, ok: ratio <= 1 + NAVIGATION_TOLERANCE, load: load.get(locale) ?? [] };
  });
}

export function formatNavigation(rows: readonly NavigationRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${localizedPath("/games", r.locale)} -> ${localizedPath("/games/snake", r.locale)} | ${Math.round(r.medianMs)} | ${r.locale === "en" ? "" : `${r.ratio >= 1 ? "+" : ""}${((r.ratio - 1) * 100).toFixed(1)}%`} | ` +
      `${r.runsMs.map((ms) => Math.round(ms)).join(" / ")} | ${Math.min(...r.load).toFixed(1)}-${Math.max(...r.load).toFixed(1)} | ${r.ok ? "ok" : "MISS"} |`,
  );
  return ["| tap | board ms (median) | vs English | runs ms | load | within 10% |", "|---|---:|---:|---|---:|---|", ...lines].join("\n");
}

/** One tap from the language's games hub to Snake: ms from the click event to the frame showing the board. */
async function tapSnake(browser: Browser, base: string, locale: Locale): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${localizedPath("/games", locale)}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    // What the page loads after hydrating (the shell's extras) is done before the tap.
    await page.locator('html[data-extras="ready"]').waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.route("**/*", async (route) => {
      if (new URL(route.request().url()).pathname.startsWith("/api/")) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number };
      addEventListener("click", (e) => (w.__tapAt = e.timeStamp), { capture: true, once: true });
    });
    await page.getByTestId("game-card-snake").getByRole("link").first().click();
    const handle = await page.waitForFunction(
      () => {
        const board = document.querySelector('[data-testid="snake-canvas"]');
        const w = window as unknown as { __tapAt: number };
        return board && board.getBoundingClientRect().height > 0 ? performance.now() - w.__tapAt : 0;
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export async function measureNavigation(base: string, { runs = 5, chromePath = DEFAULT_CHROMIUM, log = (line: string) => console.error(line) } = {}): Promise<NavigationRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const times = new Map<Locale, number[]>(LOCALES.map((l) => [l, []]));
  const load = new Map<Locale, number[]>(LOCALES.map((l) => [l, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const locale of rotation(LOCALES, i)) {
        load.get(locale)!.push(loadavg()[0]!);
        const ms = await tapSnake(browser, base, locale);
        times.get(locale)!.push(ms);
        log(`navigation ${locale} run ${i + 1}/${runs}: board ${Math.round(ms)} ms after the tap`);
      }
    }
  } finally {
    await browser.close();
  }
  return navigationRows(times, load);
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  // BENCH_BASE: a site already running (its own server), else the build served here.
  const given = process.env.BENCH_BASE?.trim();
  const server = given ? { base: given, stop: async () => {} } : await startServer();
  try {
    const rows = await measureNavigation(server.base, { runs, chromePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM });
    console.log(`\nClient navigation to Snake, every request held ${HOLD_MS} ms, medians of ${runs} runs per language\n`);
    console.log(formatNavigation(rows));
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
