/**
 * Lighthouse in its default mobile mode (Moto G Power-sized screen, simulated slow 4G and 4x CPU)
 * on each route, several runs, against Debian's Chromium. Keeps every run's report in
 * bench/results/lighthouse/ so a miss can be read in full (what Lighthouse blames).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import { median } from "./median";

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  /** Lighthouse's own measure of this machine's speed during the run (higher is faster): how loaded it was. */
  benchmarkIndex: number;
};

/**
 * "simulate": Lighthouse's default, a fast load replayed through a model of a slow phone on slow
 * 4G. "devtools": the throttling applied to the real load (DevTools' CPU and network limits), the
 * "applied throttling" for which `/` has its own LCP target (docs/benchmarks.md).
 */
export type Throttling = "simulate" | "devtools";
/** Appended to a route's label in rows measured with applied throttling. */
export const APPLIED_SUFFIX = " (applied throttling)";

export type LighthouseRow = LighthouseRun & { route: string; runs: LighthouseRun[]; lcpElement: string | null };

export const REPORT_DIR = "bench/results/lighthouse";
/** Tries per run before the benchmark gives up on a route. */
const RUN_ATTEMPTS = 3;

function fileName(route: string, run: number, prefix = ""): string {
  const slug = route === "/" ? "home" : route.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
  return path.join(REPORT_DIR, `${prefix}${slug}-run${run}.json`);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function score(lhr: Lhr, category: string): number {
  const value = lhr.categories[category]?.score;
  // A category Lighthouse could not score (a crashed audit) counts as 0, never as a silent pass.
  return value == null ? 0 : Math.round(value * 100);
}

function numeric(lhr: Lhr, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value == null) throw new Error(`Lighthouse gave no value for ${audit} on ${lhr.finalDisplayedUrl}: ${lhr.audits[audit]?.errorMessage ?? "missing"}`);
  return value;
}

/** The LCP element's selector as Lighthouse reports it, for the "what is the LCP" question. */
function lcpElement(lhr: Lhr): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.snippet ?? node?.selector ?? null;
}

function toRun(lhr: Lhr): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferKb: numeric(lhr, "total-byte-weight") / 1024,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Lighthouse's Chromium, launched once for a series of runs. */
export async function launchChrome(chromePath = DEFAULT_CHROMIUM): Promise<chromeLauncher.LaunchedChrome> {
  await mkdir(REPORT_DIR, { recursive: true });
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
}

export type RunOptions = { log?: (line: string) => void; reportPrefix?: string; throttling?: Throttling; runs?: number };

/**
 * One Lighthouse run of a route (run `i` of `runs`, for the report's file name and the log), tried
 * again when Lighthouse loses its trace; its report kept in REPORT_DIR.
 */
export async function lighthouseRun(
  chromePort: number,
  base: string,
  route: string,
  i: number,
  { log = (line: string) => console.error(line), reportPrefix = "", throttling = "simulate", runs = 1 }: RunOptions = {},
): Promise<{ run: LighthouseRun; element: string | null }> {
  // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): try that run again.
  for (let attempt = 1; ; attempt++) {
    try {
      // No config: Lighthouse's default mobile form factor; throttling simulated unless asked to apply it.
      const result = await lighthouse(`${base}${route}`, { port: chromePort, output: "json", logLevel: "error", throttlingMethod: throttling });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      await writeFile(
        fileName(route, i, `${reportPrefix}${throttling === "devtools" ? "applied-" : ""}`),
        typeof result.report === "string" ? result.report : JSON.stringify(result.lhr),
      );
      const run = toRun(result.lhr);
      log(
        `lighthouse ${reportPrefix}${route} run ${i}/${runs}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, benchmarkIndex ${run.benchmarkIndex}`,
      );
      return { run, element: lcpElement(result.lhr) };
    } catch (err) {
      if (attempt >= RUN_ATTEMPTS) throw err;
      log(`lighthouse ${reportPrefix}${route} run ${i}/${runs}: attempt ${attempt} failed (${err instanceof Error ? err.message : String(err)}); trying again`);
    }
  }
}

/** A route's row: the median of each measure over its runs. */
export function lighthouseRow(route: string, runsOfRoute: LighthouseRun[], element: string | null): LighthouseRow {
  const m = (f: (r: LighthouseRun) => number) => median(runsOfRoute.map(f));
  return {
    route,
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    fcpMs: m((r) => r.fcpMs),
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    transferKb: m((r) => r.transferKb),
    benchmarkIndex: m((r) => r.benchmarkIndex),
    runs: runsOfRoute,
    lcpElement: element,
  };
}

export async function measureLighthouse(
  base: string,
  routes: readonly string[],
  { runs = 3, chromePath = DEFAULT_CHROMIUM, ...options }: { runs?: number; chromePath?: string } & RunOptions = {},
): Promise<LighthouseRow[]> {
  const chrome = await launchChrome(chromePath);
  try {
    const rows: LighthouseRow[] = [];
    for (const route of routes) {
      const runsOfRoute: LighthouseRun[] = [];
      let element: string | null = null;
      for (let i = 1; i <= runs; i++) {
        const { run, element: seen } = await lighthouseRun(chrome.port, base, route, i, { ...options, runs });
        element ??= seen;
        runsOfRoute.push(run);
      }
      rows.push(lighthouseRow(options.throttling === "devtools" ? `${route}${APPLIED_SUFFIX}` : route, runsOfRoute, element));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
