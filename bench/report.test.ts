import { describe, expect, it } from "vitest";
import type { ApiRow } from "./api-load";
import type { InputLatencyRow } from "./games-input-latency";
import type { GameRow } from "./games-long-tasks";
import type { LighthouseRow } from "./lighthouse";
import { formatTable, missedTargets } from "./report";

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 800, lcpMs: 1100, tbtMs: 20, cls: 0, transferKb: 120, benchmarkIndex: 1500 };
const route = (path: string, over: Partial<LighthouseRow> = {}): LighthouseRow => ({ route: path, ...perfect, runs: [perfect], lcpElement: null, ...over });
const api = (path: string, requestsPerSec: number, over: Partial<ApiRow> = {}): ApiRow => ({ route: `GET ${path}`, requestsPerSec, p99Ms: 10, non2xx: 0, errors: 0, ...over });
const game = (name: string, longTasks: number[], isGame = true): GameRow => ({
  game: name,
  isGame,
  runs: longTasks.map((n) => ({ longTasks: n, longestMs: n ? 80 : 0, blockingMs: n * 30, fps: 60 })),
  longestMs: Math.max(0, ...longTasks.map((n) => (n ? 80 : 0))),
  blockingMs: 0,
  fps: 60,
});
const names = { bareRoute: "/live", comparedRoute: "/list" };
const input = (name: string, medianMs: number, tickMs: number): InputLatencyRow => ({
  game: name,
  tickMs,
  appliesOn: "now",
  measured: 48,
  skipped: 0,
  medianMs,
  p95Ms: 30,
  maxMs: 40,
  withinTick: 0.5,
  drawToFrameMs: 4,
  eventTimingOver16: 3,
  eventTimingMaxMs: 32,
});

describe("missedTargets", () => {
  it("finds nothing when every row meets its target, including exactly at the limits", () => {
    const rows = {
      lighthouse: [route("/", { lcpMs: 1200, tbtMs: 50, cls: 0.01 })],
      api: [api("/live", 1000), api("/list", 500)],
      games: [game("snake", [0, 0, 0]), game("baseline", [2, 1, 0], false)],
    };
    expect(missedTargets(rows, names)).toEqual([]);
  });

  it("names each Lighthouse miss with its route, value and target", () => {
    const rows = { lighthouse: [route("/blog", { performance: 97, seo: 92, lcpMs: 1934.4, tbtMs: 51, cls: 0.02 })], api: [], games: [] };
    expect(missedTargets(rows, names)).toEqual([
      "/blog: performance 97 < 98",
      "/blog: SEO 92 < 100",
      "/blog: LCP 1934 ms > 1900 ms",
      "/blog: TBT 51 ms > 50 ms",
      "/blog: CLS 0.020 > 0.01",
    ]);
  });

  it("holds the row of `/` under applied throttling to its own LCP target (1.6 s) and to nothing else", () => {
    const applied = (lcpMs: number) => ({ lighthouse: [route("/ (applied throttling)", { lcpMs, performance: 70, tbtMs: 400 })], api: [], games: [] });
    expect(missedTargets(applied(1600), names)).toEqual([]);
    expect(missedTargets(applied(1712.6), names)).toEqual(["/ (applied throttling): LCP 1713 ms > 1600 ms"]);
  });

  it("misses the API target when the list is below half the bare route's rate, or answers errors", () => {
    expect(missedTargets({ lighthouse: [], api: [api("/live", 1000), api("/list", 499)], games: [] }, names)).toEqual(["GET /list: 499 req/s < 0.5 x 1000 req/s of GET /live"]);
    expect(missedTargets({ lighthouse: [], api: [api("/live", 1000), api("/list", 900, { non2xx: 3 })], games: [] }, names)).toEqual([
      "GET /list: 3 non-2xx answers and 0 errors under load",
    ]);
  });

  it("misses a game whose median input is on screen later than one tick", () => {
    const games = [
      { ...game("pong", [0]), input: input("pong", 16.7, 16.7) },
      { ...game("flappy", [0]), input: input("flappy", 31.5, 20) },
    ];
    expect(missedTargets({ lighthouse: [], api: [], games }, names)).toEqual(["flappy: input on screen after 31.5 ms (median of 48) > 1 tick of 20 ms"]);
  });

  it("counts a long task in any run of a game as a miss, but not in the idle hub row", () => {
    expect(missedTargets({ lighthouse: [], api: [], games: [game("pong", [0, 1, 0]), game("baseline", [3, 3, 3], false)] }, names)).toEqual([
      "pong: 1 long task(s) over 50 ms in a run (longest 80 ms)",
    ]);
  });
});

describe("formatTable", () => {
  it("puts route, API and game rows in one Markdown table with the same number of cells", () => {
    const table = formatTable({ lighthouse: [route("/")], api: [api("/live", 9000)], games: [game("snake", [0, 1, 0])] });
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((l) => l.split("|").length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\| \/\s+\|\s+100 \|\s+100 \|\s+100 \|\s+100 \|\s+800 \|\s+1100 \|\s+20 \|\s+0\.000 \|\s+120 \|/);
    expect(lines[3]).toMatch(/^\| GET \/live .*\|\s+9000 \|\s+10 \|/);
    expect(lines[4]).toMatch(/^\| game snake .*\|\s+0 \/ 1 \/ 0 \|\s+80 \|\s+60 \|\s+\|\s+\|$/);
  });

  it("gives a game row its input latency (median / p95) and tick when measured", () => {
    const row = formatTable({ lighthouse: [], api: [], games: [{ ...game("pong", [0]), input: input("pong", 12.4, 16.7) }] }).split("\n")[2];
    expect(row).toMatch(/^\| game pong .*\|\s+60 \|\s+12 \/ 30 \|\s+17 \|$/);
  });
});
