/**
 * After `npm run build`: every game is its own lazily loaded chunk (ARCHITECTURE.md "Shape").
 * For each game route this reads React Router's route manifest (build/client/assets/manifest-*.js)
 * and the home page's HTML, then checks that
 *   1. what the game adds to a first visit (its route module and imports not already loaded by the
 *      home page) is at most 15 KB gzip, and
 *   2. no chunk that only games use is loaded by the home page (modulepreload, script or import).
 * Prints a table; exits 1 when a budget is broken.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const GAME_CHUNK_BUDGET_BYTES = 15 * 1024;
const CLIENT_DIR = path.resolve("build/client");

export type RouteEntry = { id: string; path?: string; index?: boolean; module: string; imports?: string[] };
export type RouteManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** The manifest file is `window.__reactRouterManifest={...};`. */
export function parseRouteManifest(js: string): RouteManifest {
  const start = js.indexOf("{");
  const end = js.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("No route manifest object found");
  return JSON.parse(js.slice(start, end + 1)) as RouteManifest;
}

/** Every same-origin script a page loads at once: modulepreload links, script src and module imports. */
export function pageScripts(html: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<script[^>]*\bsrc="([^"]+)"/g,
    /\bimport\s*\(\s*"([^"]+)"\s*\)/g,
    /\bimport\s+(?:[^"';]*?\sfrom\s+)?"([^"]+)"/g,
  ];
  for (const pattern of patterns) for (const m of html.matchAll(pattern)) found.add(m[1]!);
  return found;
}

/** A route's module and everything it imports (React Router lists the imports already flattened). */
export function routeFiles(route: RouteEntry): Set<string> {
  return new Set([route.module, ...(route.imports ?? [])]);
}

export function isGameRoute(route: RouteEntry): boolean {
  return route.path?.startsWith("games/") ?? false;
}

export type BudgetRow = { route: string; files: string[]; gzipBytes: number; moduleOnFirstVisit: boolean; ok: boolean };

export type BudgetReport = { rows: BudgetRow[]; gameOnlyOnFirstVisit: string[]; ok: boolean };

/**
 * The check itself, on plain data: `firstVisit` is what the home page loads, `gzipSize` the gzip
 * size of an asset path.
 */
export function checkGameChunks(
  manifest: RouteManifest,
  firstVisit: ReadonlySet<string>,
  gzipSize: (asset: string) => number,
  budget = GAME_CHUNK_BUDGET_BYTES,
): BudgetReport {
  const routes = Object.values(manifest.routes);
  const games = routes.filter(isGameRoute);
  const others = new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.filter((r) => !isGameRoute(r)).flatMap((r) => [...routeFiles(r)])]);
  const rows = games.map((route): BudgetRow => {
    const files = [...routeFiles(route)].filter((f) => !firstVisit.has(f)).sort();
    const gzipBytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const moduleOnFirstVisit = firstVisit.has(route.module);
    return { route: `/${route.path}`, files, gzipBytes, moduleOnFirstVisit, ok: gzipBytes <= budget && !moduleOnFirstVisit };
  });
  const gameOnly = new Set(games.flatMap((r) => [...routeFiles(r)]).filter((f) => !others.has(f)));
  const gameOnlyOnFirstVisit = [...gameOnly].filter((f) => firstVisit.has(f)).sort();
  return { rows, gameOnlyOnFirstVisit, ok: games.length > 0 && rows.every((r) => r.ok) && gameOnlyOnFirstVisit.length === 0 };
}

export function formatReport(report: BudgetReport, budget = GAME_CHUNK_BUDGET_BYTES): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    `Game chunks (gzip, beyond what the home page loads; budget ${kb(budget)} each)`,
    `${"route".padEnd(20)} ${"files".padStart(5)} ${"gzip".padStart(9)}  result`,
    ...report.rows.map(
      (r) =>
        `${r.route.padEnd(20)} ${String(r.files.length).padStart(5)} ${kb(r.gzipBytes).padStart(9)}  ` +
        (r.ok ? "ok" : r.moduleOnFirstVisit ? "FAIL: loaded by the home page" : "FAIL: over budget"),
    ),
  ];
  if (report.gameOnlyOnFirstVisit.length > 0) {
    lines.push(`FAIL: the home page loads game-only chunks: ${report.gameOnlyOnFirstVisit.join(", ")}`);
  }
  if (report.rows.length === 0) lines.push("FAIL: no game routes found in the route manifest");
  return lines.join("\n");
}

async function main() {
  const assets = await readdir(path.join(CLIENT_DIR, "assets"));
  const manifestFile = assets.find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) throw new Error("No build/client/assets/manifest-*.js: run `npm run build` first");
  const manifest = parseRouteManifest(await readFile(path.join(CLIENT_DIR, "assets", manifestFile), "utf8"));
  const firstVisit = pageScripts(await readFile(path.join(CLIENT_DIR, "index.html"), "utf8"));
  const sizes = new Map<string, number>();
  for (const route of Object.values(manifest.routes)) {
    for (const file of routeFiles(route)) {
      if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(CLIENT_DIR, file)), { level: 9 }).length);
    }
  }
  const report = checkGameChunks(manifest, firstVisit, (f) => sizes.get(f) ?? 0);
  console.log(formatReport(report));
  if (!report.ok) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
