/**
 * `npm run bench` (docs/benchmarks.md): after `npm run build`, starts the built server on a free loopback port
 * and measures
 *   1. Lighthouse mobile (default simulated throttling), BENCH_RUNS runs per route, medians;
 *   2. GET /api/blog against the bare GET /api/health/live with autocannon (2 s warm-up, then
 *      BENCH_API_SECONDS s at 50 connections each), requests per second and p99 latency;
 *   3. 10 s of play in each canvas game at 4x CPU throttling, long tasks over 50 ms; then, in the
 *      real-time games, the time from a key or tap to the end of the first frame showing it
 *      (bench/games-input-latency.ts), against the game's tick;
 *   4. Lighthouse on translated routes beside their English twins, interleaved run by run
 *      (bench/translated-routes.ts), and a client navigation to Snake with every request held
 *      300 ms in every language beside English (bench/i18n-navigation.ts).
 * Prints one table and the missed targets, and writes bench/results.json (raw medians, every run,
 * the machine). Numbers, not a pass/fail test: the exit code is 0 even when a target is missed
 * (1 only when a part could not measure at all).
 *
 *   npm run bench                        # everything (about 8 minutes)
 *   BENCH_PARTS=lighthouse,api npx tsx bench/run.ts   # after a build: only some parts (lighthouse, api, games, languages)
 *   BENCH_RUNS=1 ...                     # fewer runs per route and game (default 3)
 *   BENCH_ROUTES="/ (applied throttling)" ...  # only these Lighthouse rows
 *   BENCH_POST=<slug> ...                # the post row measures that post, not the newest
 *   BENCH_COMPARE=b938067 npm run bench  # also Lighthouse on that commit, built in a temporary
 *                                        # worktree, route by route in the same run, with ratios
 */
import { cpus, loadavg } from "node:os";
import { mkdir, writeFile } from "node:fs/promises";
import { loadBlogArticles, newestFirst } from "../publishing/blog-articles";
import { measureApi, type ApiRow } from "./api-load";
import { formatComparison, prepareBaseline, type Baseline } from "./baseline";
import { chromiumVersion, DEFAULT_CHROMIUM } from "./chromium";
import { formatLatency, INPUTS_PER_RUN, measureInputLatency } from "./games-input-latency";
import { DEFAULT_DPR, measureGames, PLAY_MS, THROTTLE, type GameRow } from "./games-long-tasks";
import { APPLIED_SUFFIX, measureLighthouse, REPORT_DIR, type LighthouseRow, type Throttling } from "./lighthouse";
import { formatNavigation, measureNavigation, type NavigationRow } from "./i18n-navigation";
import { formatTable, missedTargets, TARGETS } from "./report";
import { startServer } from "./server";
import { formatPairs, measureTranslatedRoutes, type PairRow } from "./translated-routes";

const BARE_ROUTE = "/api/health/live";
const COMPARED_ROUTE = "/api/blog";
const PARTS = ["lighthouse", "api", "games", "languages"] as const;

/**
 * The benchmark's routes (docs/benchmarks.md). The blog post is the newest one of the posts folder (the first card on
 * /blog), so no slug is hard-coded; BENCH_POST names another post of that folder (for example the
 * test post with three pictures: BLOG_DIR=test/fixtures/blog BENCH_POST=fixture-markdown-tour).
 */
async function lighthouseRoutes(): Promise<string[]> {
  const posts = (await loadBlogArticles()).sort(newestFirst);
  const wanted = process.env.BENCH_POST?.trim();
  const post = wanted ? posts.find((p) => p.slug === wanted) : posts[0];
  if (!post)
    throw new Error(wanted ? `BENCH_POST: the posts folder has no post ${wanted} (it has: ${posts.map((p) => p.slug).join(", ")})` : "the posts folder has no article to measure");
  return ["/", "/blog", `/blog/${post.slug}`, "/games", "/games/2048", "/tools", "/utility-tools", "/ff-bots/likes"];
}

/**
 * Each route with simulated throttling, then `/` once more with throttling applied to the real
 * load (its LCP target is 1.6 s, docs/benchmarks.md). BENCH_ROUTES (a comma-separated list of row labels, such
 * as "/ (applied throttling)") keeps only those rows.
 */
export function selectRoutes(routes: readonly string[], only: string | undefined): { route: string; throttling: Throttling }[] {
  const all = [...routes.map((route) => ({ route, throttling: "simulate" as const })), { route: "/", throttling: "devtools" as const }];
  if (!only) return all;
  const wanted = only.split(",").map((r) => r.trim());
  const chosen = all.filter(({ route, throttling }) => wanted.includes(throttling === "devtools" ? `${route}${APPLIED_SUFFIX}` : route));
  if (chosen.length === 0)
    throw new Error(`BENCH_ROUTES matches no row (rows: ${all.map(({ route, throttling }) => (throttling === "devtools" ? `${route}${APPLIED_SUFFIX}` : route)).join(", ")})`);
  return chosen;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}

async function main() {
  const runs = positiveInt("BENCH_RUNS", 3);
  const apiSeconds = positiveInt("BENCH_API_SECONDS", 10);
  const parts = process.env.BENCH_PARTS?.split(",").map((p) => p.trim()) ?? [...PARTS];
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`Unknown BENCH_PARTS ${unknown.join(", ")} (known: ${PARTS.join(", ")})`);
  const chromePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;

  const cpu = cpus();
  const machine = {
    cpu: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
    chromium: chromiumVersion(chromePath),
    platform: `${process.platform} ${process.arch}`,
  };
  const startedAt = new Date();
  console.error(`bench: ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverageAtStart.join(" ")}, Node ${machine.node}, ${machine.chromium}`);

  const compareRef = process.env.BENCH_COMPARE?.trim() || undefined;
  const baseline: Baseline | undefined = compareRef && parts.includes("lighthouse") ? await prepareBaseline(compareRef) : undefined;
  const server = await startServer();
  const lighthouse: LighthouseRow[] = [];
  const before: LighthouseRow[] = [];
  let api: ApiRow[] = [];
  let games: GameRow[] = [];
  let pairs: PairRow[] = [];
  let navigation: NavigationRow[] = [];
  /** A part that fails is reported as a miss; the other parts still run. */
  const failures: string[] = [];
  const part = async (name: (typeof PARTS)[number], run: () => Promise<void>) => {
    if (!parts.includes(name)) return;
    console.error(`bench: ${name}…`);
    try {
      await run();
    } catch (err) {
      console.error(err);
      failures.push(`${name} part failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  try {
    await part("lighthouse", async () => {
      const measured = selectRoutes(await lighthouseRoutes(), process.env.BENCH_ROUTES);
      if (!baseline) {
        for (const { route, throttling } of measured) lighthouse.push(...(await measureLighthouse(server.base, [route], { runs, chromePath, throttling })));
        return;
      }
      // Alternately, route by route, so both builds meet the same machine load.
      for (const { route, throttling } of measured) {
        lighthouse.push(...(await measureLighthouse(server.base, [route], { runs, chromePath, throttling })));
        before.push(...(await measureLighthouse(baseline.server.base, [route], { runs, chromePath, throttling, reportPrefix: "baseline-" })));
      }
    });
    await part("api", async () => {
      api = await measureApi(server.base, [BARE_ROUTE, COMPARED_ROUTE], { durationS: apiSeconds, warmupS: 2, connections: 50 });
    });
    await part("games", async () => {
      games = await measureGames(server.base, { runs, chromePath });
      const latency = await measureInputLatency(server.base, { runs, chromePath });
      games = games.map((g) => ({ ...g, input: latency.find((l) => l.game === g.game) }));
    });
    await part("languages", async () => {
      pairs = await measureTranslatedRoutes(server.base, { runs, chromePath });
      navigation = await measureNavigation(server.base, { runs, chromePath });
    });
  } finally {
    await server.stop();
    await baseline?.remove();
  }

  const misses = [
    ...failures,
    ...missedTargets({ lighthouse, api, games }, { bareRoute: BARE_ROUTE, comparedRoute: COMPARED_ROUTE }),
    ...pairs
      .filter((p) => !p.ok)
      .map((p) => `${p.translated.route}: perf ${p.translated.performance} / LCP ${Math.round(p.translated.lcpMs)} ms, more than 3% from ${p.english.route}'s`),
    ...navigation.filter((n) => !n.ok).map((n) => `${n.locale} tap to Snake: ${Math.round(n.medianMs)} ms, more than 10% over English's`),
  ];
  const loadAverageAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`\nPerformance benchmark, ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, load average ${machine.loadAverageAtStart.join(" ")} at start (${loadAverageAtEnd.join(" ")} at end), Node ${machine.node}, ${machine.chromium}`,
  );
  console.log(
    `Lighthouse ${runs} run(s) per route, medians, mobile with simulated throttling; API ${apiSeconds} s at 50 connections after 2 s warm-up; ` +
      `games ${PLAY_MS / 1000} s of play x ${runs} at ${THROTTLE}x CPU throttling, DPR ${DEFAULT_DPR}; ` +
      `input ms: key or tap to the end of the first frame showing it, ${runs} x ${INPUTS_PER_RUN} inputs, same throttling\n`,
  );
  console.log(formatTable({ lighthouse, api, games }));
  const inputs = games.flatMap((g) => (g.input ? [g.input] : []));
  if (inputs.length) console.log(`\nInput latency (ms, key or tap to the end of the first frame showing it):\n${formatLatency(inputs)}`);
  if (pairs.length) console.log(`\nTranslated routes beside their English twins (medians, interleaved runs):\n${formatPairs(pairs)}`);
  if (navigation.length) console.log(`\nA tap /<lang>/games -> Snake, every request held 300 ms (click to board):\n${formatNavigation(navigation)}`);
  if (baseline && before.length) console.log(`\n${formatComparison(lighthouse, before, baseline.commit)}`);
  if (lighthouse.length) console.log(`\nLighthouse benchmarkIndex (machine speed during the runs, higher is faster): ${lighthouse.map((r) => r.benchmarkIndex).join(", ")}`);
  console.log(misses.length ? `\nMissed targets (${misses.length}):\n${misses.map((m) => `- ${m}`).join("\n")}` : "\nEvery target met.");
  if (lighthouse.length) console.log(`\nFull Lighthouse reports: ${REPORT_DIR}/`);

  await mkdir("bench", { recursive: true });
  await writeFile(
    "bench/results.json",
    JSON.stringify(
      {
        at: startedAt.toISOString(),
        machine: { ...machine, loadAverageAtEnd },
        settings: { runs, apiSeconds, parts, compare: baseline?.commit },
        targets: TARGETS,
        lighthouse,
        baseline: before,
        api,
        games,
        translatedRoutes: pairs,
        navigation,
        misses,
      },
      null,
      2,
    ) + "\n",
  );
  console.log("Results: bench/results.json");
  // A missed target is a result; a part that could not measure is an error.
  if (failures.length) process.exitCode = 1;
}

// Run as a script (npm run bench); imported by its test, it only lends selectRoutes.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
