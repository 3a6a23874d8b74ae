/**
 * The benchmark's targets (docs/benchmarks.md) and its one table. Pure functions, tested in report.test.ts.
 */
import type { ApiRow } from "./api-load";
import type { GameRow } from "./games-long-tasks";
import { APPLIED_SUFFIX, type LighthouseRow } from "./lighthouse";

export const TARGETS = {
  // The targets for the React build (docs/decisions/016) on the 8 key routes (medians of 3, Lighthouse mobile).
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1900,
  /** LCP of `/` with throttling applied to the real load (DevTools), not simulated. */
  appliedLcpMs: 1600,
  tbtMs: 50,
  cls: 0.01,
  /** GET /api/blog must reach at least this share of the bare route's requests per second. */
  apiShareOfBare: 0.5,
  /** Long tasks (over 50 ms) allowed in a game's 10 s of play. */
  gameLongTasks: 0,
  /** Decision 033: the median input (key or tap) is on screen within this many of the game's ticks. */
  gameInputTicks: 1,
} as const;

/** Every target the measured rows miss, as sentences. `compareRoute` is the API route held to the bare one. */
export function missedTargets(
  { lighthouse, api, games }: { lighthouse: readonly LighthouseRow[]; api: readonly ApiRow[]; games: readonly GameRow[] },
  { bareRoute, comparedRoute }: { bareRoute: string; comparedRoute: string },
): string[] {
  const misses: string[] = [];
  for (const r of lighthouse) {
    if (r.route.endsWith(APPLIED_SUFFIX)) {
      // Applied throttling has only an LCP target; the score's scale is the simulated one.
      if (r.lcpMs > TARGETS.appliedLcpMs) misses.push(`${r.route}: LCP ${Math.round(r.lcpMs)} ms > ${TARGETS.appliedLcpMs} ms`);
      continue;
    }
    const below = (name: string, value: number, target: number) => value < target && misses.push(`${r.route}: ${name} ${value} < ${target}`);
    below("performance", r.performance, TARGETS.performance);
    below("accessibility", r.accessibility, TARGETS.accessibility);
    below("best practices", r.bestPractices, TARGETS.bestPractices);
    below("SEO", r.seo, TARGETS.seo);
    if (r.lcpMs > TARGETS.lcpMs) misses.push(`${r.route}: LCP ${Math.round(r.lcpMs)} ms > ${TARGETS.lcpMs} ms`);
    if (r.tbtMs > TARGETS.tbtMs) misses.push(`${r.route}: TBT ${Math.round(r.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
    if (r.cls > TARGETS.cls) misses.push(`${r.route}: CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  }
  for (const r of api) if (r.non2xx > 0 || r.errors > 0) misses.push(`${r.route}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`);
  const bare = api.find((r) => r.route === `GET ${bareRoute}`);
  const compared = api.find((r) => r.route === `GET ${comparedRoute}`);
  if (bare && compared && compared.requestsPerSec < bare.requestsPerSec * TARGETS.apiShareOfBare) {
    misses.push(`GET ${comparedRoute}: ${compared.requestsPerSec} req/s < ${TARGETS.apiShareOfBare} x ${bare.requestsPerSec} req/s of GET ${bareRoute}`);
  }
  for (const g of games) {
    if (!g.isGame) continue;
    const worst = Math.max(...g.runs.map((r) => r.longTasks));
    if (worst > TARGETS.gameLongTasks) misses.push(`${g.game}: ${worst} long task(s) over 50 ms in a run (longest ${g.longestMs} ms)`);
    if (g.input && !(g.input.medianMs <= g.input.tickMs * TARGETS.gameInputTicks)) {
      misses.push(`${g.game}: input on screen after ${g.input.medianMs} ms (median of ${g.input.measured}) > ${TARGETS.gameInputTicks} tick of ${g.input.tickMs} ms`);
    }
  }
  return misses;
}

const COLUMNS = [
  "row",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "KB",
  "req/s",
  "p99 ms",
  "long tasks/run",
  "longest ms",
  "fps",
  "input ms p50/p95",
  "tick ms",
] as const;

/** One Markdown table: Lighthouse route rows (medians), then API rows, then game rows (with their input latency when measured). */
export function formatTable({ lighthouse, api, games }: { lighthouse: readonly LighthouseRow[]; api: readonly ApiRow[]; games: readonly GameRow[] }): string {
  const blank = (n: number) => Array<string>(n).fill("");
  const rows: string[][] = [
    ...lighthouse.map((r) => [
      r.route,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      String(Math.round(r.fcpMs)),
      String(Math.round(r.lcpMs)),
      String(Math.round(r.tbtMs)),
      r.cls.toFixed(3),
      String(Math.round(r.transferKb)),
      ...blank(7),
    ]),
    ...api.map((r) => [r.route, ...blank(9), String(r.requestsPerSec), String(r.p99Ms), ...blank(5)]),
    ...games.map((g) => [
      g.isGame ? `game ${g.game}` : `${g.game} (games hub, idle)`,
      ...blank(11),
      g.runs.map((r) => r.longTasks).join(" / "),
      String(g.longestMs),
      String(g.fps),
      g.input ? `${Math.round(g.input.medianMs)} / ${Math.round(g.input.p95Ms)}` : "",
      g.input ? String(Math.round(g.input.tickMs)) : "",
    ]),
  ];
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  return [line(COLUMNS), `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`, ...rows.map(line)].join("\n");
}
