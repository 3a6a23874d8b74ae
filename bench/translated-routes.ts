/**
 * Lighthouse (mobile, simulated throttling) on translated routes beside their English twins: `/hi`
 * and `/ar` against `/`, a translated game and the likes tool against theirs. Each pair is measured
 * interleaved, run by run (English then the translation, then the other way round), so both meet
 * the same machine load; the load average is kept with every run. A translated route holds its
 * twin's performance score and LCP within 3%.
 *
 *   npx tsx bench/translated-routes.ts   # after a build (or BENCH_BASE=http://127.0.0.1:PORT); BENCH_RUNS (default 5), CHROMIUM_PATH
 */
import { loadavg } from "node:os";
import { DEFAULT_CHROMIUM } from "./chromium";
import { launchChrome, lighthouseRow, lighthouseRun, type LighthouseRow, type LighthouseRun } from "./lighthouse";
import { median } from "./median";
import { startServer } from "./server";

export const TRANSLATED_PAIRS: readonly { english: string; translated: string }[] = [
  { english: "/", translated: "/hi" },
  { english: "/", translated: "/ar" },
  { english: "/games/snake", translated: "/hi/games/snake" },
  { english: "/ff-bots/likes", translated: "/ar/ff-bots/likes" },
];

/** A translated route's performance score at least 97% of its twin's, its LCP at most 103%. */
export const TRANSLATED_TOLERANCE = 0.03;

export type PairRow = {
  english: LighthouseRow;
  translated: LighthouseRow;
  /** translated / English, of the medians. */
  perfRatio: number;
  lcpRatio: number;
  /** The 1-minute load average at each run of the pair. */
  load: number[];
  ok: boolean;
};

/** The pair's row from its runs; `ok` when the medians are within the tolerance. */
export function pairRow(english: LighthouseRow, translated: LighthouseRow, load: number[]): PairRow {
  const perfRatio = translated.performance / english.performance;
  const lcpRatio = translated.lcpMs / english.lcpMs;
  return { english, translated, perfRatio, lcpRatio, load, ok: perfRatio >= 1 - TRANSLATED_TOLERANCE && lcpRatio <= 1 + TRANSLATED_TOLERANCE };
}

/** Run `i` (from 1) measures English first when odd, the translation first when even. */
export function pairOrder<T>(pair: { english: T; translated: T }, i: number): T[] {
  return i % 2 === 1 ? [pair.english, pair.translated] : [pair.translated, pair.english];
}

const pct = (ratio: number) => `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)}%`;

/** One Markdown table: each pair's medians and the difference. */
export function formatPairs(rows: readonly PairRow[]): string {
  const lines = rows.map((r) => {
    const load = `${Math.min(...r.load).toFixed(1)}-${Math.max(...r.load).toFixed(1)}`;
    return (
      `| ${r.translated.route} / ${r.english.route} | ${r.translated.performance} / ${r.english.performance} (${pct(r.perfRatio)}) | ` +
      `${Math.round(r.translated.lcpMs)} / ${Math.round(r.english.lcpMs)} (${pct(r.lcpRatio)}) | ${Math.round(r.translated.tbtMs)} / ${Math.round(r.english.tbtMs)} | ` +
      `${r.translated.transferKb.toFixed(1)} / ${r.english.transferKb.toFixed(1)} | ${load} | ${r.ok ? "ok" : "MISS"} |`
    );
  });
  return ["| translated / English | perf | LCP ms | TBT ms | transfer KB | load | within 3% |", "|---|---:|---:|---:|---:|---:|---|", ...lines].join("\n");
}

export async function measureTranslatedRoutes(
  base: string,
  { runs = 5, chromePath = DEFAULT_CHROMIUM, log = (line: string) => console.error(line) }: { runs?: number; chromePath?: string; log?: (line: string) => void } = {},
): Promise<PairRow[]> {
  const chrome = await launchChrome(chromePath);
  try {
    const rows: PairRow[] = [];
    for (const pair of TRANSLATED_PAIRS) {
      const measured = new Map<string, { runs: LighthouseRun[]; element: string | null }>([pair.english, pair.translated].map((route) => [route, { runs: [], element: null }]));
      const load: number[] = [];
      for (let i = 1; i <= runs; i++) {
        for (const route of pairOrder(pair, i)) {
          load.push(loadavg()[0]!);
          // Named for the pair, so `/` measured beside `/hi` and beside `/ar` keeps both reports.
          const reportPrefix = `pair${pair.translated.replace(/[^a-z0-9]+/gi, "-")}-`;
          const { run, element } = await lighthouseRun(chrome.port, base, route, i, { runs, log, reportPrefix });
          const seen = measured.get(route)!;
          seen.runs.push(run);
          seen.element ??= element;
        }
      }
      const row = (route: string) => lighthouseRow(route, measured.get(route)!.runs, measured.get(route)!.element);
      rows.push(pairRow(row(pair.english), row(pair.translated), load));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The median of a pair's per-run ratios, for reading beside the ratio of medians. */
export function medianRunRatio(row: PairRow, f: (r: LighthouseRun) => number): number {
  return median(row.translated.runs.map((r, i) => f(r) / f(row.english.runs[i]!)));
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  // BENCH_BASE: a site already running (its own server), else the build served here.
  const given = process.env.BENCH_BASE?.trim();
  const server = given ? { base: given, stop: async () => {} } : await startServer();
  try {
    const rows = await measureTranslatedRoutes(server.base, { runs, chromePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM });
    console.log(`\nTranslated routes beside their English twins, Lighthouse mobile (simulated throttling), medians of ${runs} interleaved runs\n`);
    console.log(formatPairs(rows));
    for (const r of rows) console.log(`${r.translated.route}: median of per-run LCP ratios ${pct(medianRunRatio(r, (x) => x.lcpMs))}`);
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
