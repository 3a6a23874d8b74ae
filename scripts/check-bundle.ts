/**
 * After `npm run build`: the byte budgets (docs/benchmarks.md), checked on the build output alone (bytes, gzip -9,
 * deterministic):
 *   1. the JavaScript a first visit to / loads (everything its HTML loads at once, with the static
 *      imports of those files) is at most 130 KB (docs/decisions/016, 048);
 *   2. each game route adds at most 16 KB to a first visit, and the home page loads no game-only
 *      chunk (every game is its own lazily loaded chunk); each lazily
 *      loaded tool on /tools and /utility-tools adds at most 15 KB to its page;
 *   3. the CSS of a first visit to / is at most 30 KB;
 *   4. no raster image is larger than its largest displayed size (scripts/bundle/images.ts);
 *   5. fonts, if any, are subset woff2 files that / preloads;
 *   6. a blog post page loads no more JavaScript than before posts became full Markdown: the body
 *      arrives as HTML, and its only script is one small click listener (copy, video card);
 *   7. each translated home page (/hi, /pt-br, /id, /ar) holds the first-visit budget, and loads at
 *      most 3 KB gzip more than the English one, its inline translations included (decision 048);
 *   8. every translated page's first visit (its HTML with its inline catalog, and its scripts) against
 *      its English twin's: 8 KB gzip over it at most, 12 KB for the legal pages' prose (as measured;
 *      the aim is 3 KB: scripts/bundle/translated-routes.ts).
 * Prints one table; exits 1 when a budget is broken.
 */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { type Build, type BudgetLine, KB, checkFirstVisitCss, checkFirstVisitJs, checkFonts, checkLazyChunks, checkTranslatedPage, firstVisitScripts } from "./bundle/budgets";
import { localizedPath, TRANSLATED_LOCALES } from "../contracts/locales";
import { checkCatalogsCarried, checkTranslatedRoutes, pagePath } from "./bundle/translated-routes";
import { RASTER, checkImages, displayedSizes, iconSizes } from "./bundle/images";
import { liveClientDir } from "./build-folders";
import { carriedUrls } from "./carry-assets";

/**
 * 15 KB until each game's view took its texts as messages (decision 048): Snake measured 15.6 KB
 * after; 16.5 KB since the watch page shares the play controls' icons (Play, Pause, Rotate), which
 * made each its own small chunk: Snake measured a few bytes over 16.0 KB then; 17 KB since each
 * game's route defines its own hub line and how-to-play note (decision 097, so a translated page
 * carries its game's two texts and not fourteen): Breakout 16.6 KB, Snake 16.5 KB.
 */
export const GAME_CHUNK_BUDGET_BYTES = 17 * 1024;
/**
 * The watch page (/games/replay, decision 062) plays every challenge game back, so it carries the
 * nine engines, their adapters, three canvas renderers and the challenge's shared code, zod among it
 * (24.5 KB of it). Measured at 52.4 KB gzip beyond the first visit when it came; a visitor coming from
 * a board row has most of it already (the challenge panel loaded zod and the challenge's code).
 */
export const WATCH_PAGE_BUDGET_BYTES = 58 * 1024;
export const WATCH_PAGE_PATH = "games/replay";
/**
 * A post page's first-visit JavaScript: 137,842 bytes gzip -9 measured before Markdown posts, which
 * add none; then about 200 bytes more (134.6 -> 134.8 KB) from the same-site JSON that the view
 * counter now sends (contracts/counters.ts) and the shell's greeting rule, both from the operator's
 * security review, not from the post page; then 10.1 KB more (to 145.0 KB) when the site came in five
 * languages (decision 048), like every first visit; then 0.9 KB more (to 145.9 KB) with decision 049.
 */
export const POST_FIRST_VISIT_JS_BUDGET_BYTES = 150_000;
// The live build (BUILD_HOME=test-build in npm test: the tests' own build, scripts/build-folders.ts).
const CLIENT_DIR = liveClientDir();

export type RouteEntry = { id: string; path?: string; index?: boolean; module: string; imports?: string[] };
export type RouteManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** The manifest file is `window.__reactRouterManifest={...};`. */
export function parseRouteManifest(js: string): RouteManifest {
  const start = js.indexOf("{");
  const end = js.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("No route manifest object found");
  return JSON.parse(js.slice(start, end + 1)) as RouteManifest;
}

/** A route's module and everything it imports (React Router lists the imports already flattened). */
export function routeFiles(route: RouteEntry): Set<string> {
  return new Set([route.module, ...(route.imports ?? [])]);
}

/** A game's own page: under /games/, but not the watch page, which plays every game (its own budget). */
export function isGameRoute(route: RouteEntry): boolean {
  return (route.path?.startsWith("games/") ?? false) && route.path !== WATCH_PAGE_PATH;
}

/** The watch page's JavaScript beyond the first visit, against its own budget; a line that fails when the route is missing. */
export function watchPageLine(manifest: RouteManifest, firstVisit: ReadonlySet<string>, gzipSize: (asset: string) => number, budget = WATCH_PAGE_BUDGET_BYTES): BudgetLine {
  const route = Object.values(manifest.routes).find((r) => r.path === WATCH_PAGE_PATH);
  if (!route) return { check: "watch page", subject: `no /${WATCH_PAGE_PATH} route in the route manifest`, ok: false };
  const files = [...routeFiles(route)].filter((f) => !firstVisit.has(f));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  return { check: "watch page", subject: `/${WATCH_PAGE_PATH} (${files.length} files)`, bytes, budget, ok: bytes <= budget && !firstVisit.has(route.module) };
}

export type BudgetRow = { route: string; files: string[]; gzipBytes: number; moduleOnFirstVisit: boolean; ok: boolean };

export type BudgetReport = { rows: BudgetRow[]; gameOnlyOnFirstVisit: string[]; ok: boolean };

/**
 * The game check on plain data: `firstVisit` is what the home page loads (scripts and, transitively,
 * their static imports), `gzipSize` the gzip size of an asset path.
 */
export function checkGameChunks(manifest: RouteManifest, firstVisit: ReadonlySet<string>, gzipSize: (asset: string) => number, budget = GAME_CHUNK_BUDGET_BYTES): BudgetReport {
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

/** The game rows as lines of the one table. */
export function gameLines(report: BudgetReport, budget = GAME_CHUNK_BUDGET_BYTES): BudgetLine[] {
  const lines: BudgetLine[] = report.rows.map((r) => ({
    check: "game chunk",
    subject: `${r.route} (${r.files.length} files)`,
    bytes: r.gzipBytes,
    budget,
    ok: r.ok,
    note: r.moduleOnFirstVisit ? "loaded by the home page" : undefined,
  }));
  if (report.gameOnlyOnFirstVisit.length > 0) {
    lines.push({ check: "game chunk", subject: "/ loads game-only chunks", ok: false, note: report.gameOnlyOnFirstVisit.join(", ") });
  }
  if (report.rows.length === 0) lines.push({ check: "game chunk", subject: "no game routes in the route manifest", ok: false });
  return lines;
}

export function formatTable(lines: BudgetLine[]): string {
  const kb = (n?: number) => (n === undefined ? "" : `${(n / KB).toFixed(1)} KB`);
  const width = Math.max(7, ...lines.map((l) => l.subject.length));
  const header = `${"check".padEnd(16)} ${"subject".padEnd(width)} ${"gzip".padStart(9)} ${"budget".padStart(9)}  result`;
  const rows = lines.map(
    (l) => `${l.check.padEnd(16)} ${l.subject.padEnd(width)} ${kb(l.bytes).padStart(9)} ${kb(l.budget).padStart(9)}  ${l.ok ? "ok" : "FAIL"}${l.note ? ` (${l.note})` : ""}`,
  );
  return [header, ...rows].join("\n");
}

const PAGES_WITH_LAZY_TOOLS = ["/tools", "/utility-tools"];

function clientBuild(): Build {
  const texts = new Map<string, Buffer>();
  const bytes = (file: string): Buffer => {
    let buf = texts.get(file);
    if (!buf) {
      buf = readFileSyncSafe(path.join(CLIENT_DIR, file));
      texts.set(file, buf);
    }
    return buf;
  };
  const sizes = new Map<string, number>();
  return {
    read: (file) => bytes(file).toString("utf8"),
    gzipSize: (file) => {
      let size = sizes.get(file);
      if (size === undefined) sizes.set(file, (size = gzipSync(bytes(file), { level: 9 }).length));
      return size;
    },
  };
}

function readFileSyncSafe(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new Error(`The build references ${path.relative(CLIENT_DIR, file)}, which is missing: run \`npm run build\` again`);
  }
}

/**
 * The build's own files as URL paths. Files carried from earlier builds (scripts/carry-assets.ts:
 * old chunks kept for pages opened before an upgrade) are no part of this build: not counted,
 * not taken for its route manifest, not checked as images no page shows.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const carried = carriedUrls(dir);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`)
    .filter((url) => !carried.has(url));
}

async function main() {
  const files = await listFiles(CLIENT_DIR);
  const manifestFile = files.find((f) => /^\/assets\/manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) throw new Error(`No ${path.relative(process.cwd(), CLIENT_DIR)}/assets/manifest-*.js: run \`npm run build\` first (npm test: \`npm run build:test\`)`);
  const build = clientBuild();
  const page = (route: string) => build.read(route === "/" ? "/index.html" : `${route}/index.html`);
  const homeHtml = page("/");
  const homeScripts = firstVisitScripts(homeHtml, build);

  const manifest = parseRouteManifest(build.read(manifestFile));
  const games = checkGameChunks(manifest, homeScripts, build.gzipSize);
  const htmlPages = files.filter((f) => f.endsWith(".html"));
  const pageHtml = htmlPages.map((f) => build.read(f));
  const webManifest = files.find((f) => f.endsWith(".webmanifest"));
  const displayed = new Map([...displayedSizes(pageHtml), ...iconSizes(webManifest && build.read(webManifest), pageHtml)]);
  const rasters = await Promise.all(
    files
      .filter((f) => RASTER.test(f))
      .map(async (image) => {
        const { width = 0, height = 0 } = await sharp(path.join(CLIENT_DIR, image)).metadata();
        return { image, width, height };
      }),
  );
  const fonts = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f)).map((file) => ({ file, bytes: readFileSync(path.join(CLIENT_DIR, file)).length }));

  // Every post page loads the same scripts; the newest stands for them all.
  const postPage = files.find((f) => /^\/blog\/(?!_)[^/]+\/index\.html$/.test(f));
  const builtPages = htmlPages.flatMap((f, i) => {
    const route = pagePath(f);
    return route ? [{ path: route, html: pageHtml[i]! }] : [];
  });
  const lines: BudgetLine[] = [
    checkFirstVisitJs("/", homeHtml, build),
    postPage
      ? checkFirstVisitJs(postPage.replace(/\/index\.html$/, ""), build.read(postPage), build, POST_FIRST_VISIT_JS_BUDGET_BYTES)
      : { check: "first-visit JS", subject: "no blog post page in the build", ok: false },
    ...TRANSLATED_LOCALES.flatMap((locale) => {
      const route = localizedPath("/", locale);
      const html = page(route);
      return [checkFirstVisitJs(route, html, build), checkTranslatedPage(route, html, homeHtml, build, (text) => gzipSync(text, { level: 9 }).length)];
    }),
    ...checkTranslatedRoutes(builtPages, build, (text) => gzipSync(text, { level: 9 }).length),
    ...checkCatalogsCarried(builtPages),
    checkFirstVisitCss("/", homeHtml, build),
    ...gameLines(games),
    watchPageLine(manifest, homeScripts, build.gzipSize),
    ...PAGES_WITH_LAZY_TOOLS.flatMap((route) => checkLazyChunks(route, page(route), homeScripts, build)),
    ...checkImages(rasters, displayed).map((l): BudgetLine => ({
      check: "image",
      subject: `${l.image} ${l.intrinsic.width}x${l.intrinsic.height}` + (l.displayed ? ` <= ${l.displayed.width}${l.displayed.height ? `x${l.displayed.height}` : "w"}` : ""),
      ok: l.ok,
      note: l.note,
    })),
    ...checkFonts(fonts, homeHtml),
  ];
  console.log(formatTable(lines));
  const broken = lines.filter((l) => !l.ok).length;
  console.log(broken === 0 ? "All bundle budgets hold." : `${broken} budget(s) broken.`);
  if (broken > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
