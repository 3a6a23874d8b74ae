import { describe, expect, it } from "vitest";
import { htmlScripts } from "./bundle/module-graph";
import { type RouteManifest, WATCH_PAGE_BUDGET_BYTES, checkGameChunks, formatTable, gameLines, parseRouteManifest, watchPageLine } from "./check-bundle";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/icons.js"] },
    "routes/home": { id: "routes/home", index: true, module: "/assets/home.js", imports: ["/assets/icons.js"] },
    "routes/games-hub": { id: "routes/games-hub", path: "games", module: "/assets/hub.js", imports: ["/assets/games-data.js"] },
    "routes/games/tictactoe": {
      id: "routes/games/tictactoe",
      path: "games/tictactoe",
      module: "/assets/tictactoe.js",
      imports: ["/assets/react.js", "/assets/use-game.js", "/assets/games-data.js"],
    },
    "routes/games/2048": { id: "routes/games/2048", path: "games/2048", module: "/assets/2048.js", imports: ["/assets/use-game.js"] },
  },
};

const HOME_HTML =
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/react.js"/>' +
  '<script type="module">import "/assets/manifest-1.js"; import * as route0 from "/assets/root.js"; ' +
  'import * as route1 from "/assets/home.js"; import("/assets/entry.js");</script>';

const sizes: Record<string, number> = { "/assets/tictactoe.js": 3000, "/assets/use-game.js": 1000, "/assets/games-data.js": 2000, "/assets/2048.js": 4000 };
const gzipSize = (f: string) => sizes[f] ?? 50_000;

describe("bundle check", () => {
  it("reads the route manifest out of its script", () => {
    const parsed = parseRouteManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    expect(parsed).toEqual(manifest);
  });

  it("counts only what a game adds beyond the first visit, against 17 KB gzip", () => {
    const report = checkGameChunks(manifest, htmlScripts(HOME_HTML), gzipSize);
    expect(report.ok).toBe(true);
    expect(report.rows).toEqual([
      {
        route: "/games/tictactoe",
        files: ["/assets/games-data.js", "/assets/tictactoe.js", "/assets/use-game.js"],
        gzipBytes: 6000,
        moduleOnFirstVisit: false,
        ok: true,
      },
      { route: "/games/2048", files: ["/assets/2048.js", "/assets/use-game.js"], gzipBytes: 5000, moduleOnFirstVisit: false, ok: true },
    ]);
    expect(formatTable(gameLines(report))).toContain("/games/tictactoe (3 files)");
  });

  it("fails a game whose chunks exceed the budget", () => {
    const report = checkGameChunks(manifest, htmlScripts(HOME_HTML), gzipSize, 5500);
    expect(report.ok).toBe(false);
    expect(report.rows.map((r) => r.ok)).toEqual([false, true]);
    expect(formatTable(gameLines(report, 5500))).toMatch(/\/games\/tictactoe .* FAIL/);
  });

  it("fails when the home page preloads a game's chunk", () => {
    const html = HOME_HTML + '<link rel="modulepreload" href="/assets/use-game.js"/><link rel="modulepreload" href="/assets/2048.js"/>';
    const report = checkGameChunks(manifest, htmlScripts(html), gzipSize);
    expect(report.ok).toBe(false);
    expect(report.gameOnlyOnFirstVisit).toEqual(["/assets/2048.js", "/assets/use-game.js"]);
    expect(report.rows.find((r) => r.route === "/games/2048")?.moduleOnFirstVisit).toBe(true);
    expect(formatTable(gameLines(report))).toContain("/ loads game-only chunks");
  });

  it("fails when there are no game routes at all", () => {
    const report = checkGameChunks({ ...manifest, routes: { root: manifest.routes.root! } }, new Set(), gzipSize);
    expect(report.ok).toBe(false);
    expect(gameLines(report)).toEqual([{ check: "game chunk", subject: "no game routes in the route manifest", ok: false }]);
  });

  it("checks the watch page against its own budget, not as a game", () => {
    const withWatch: RouteManifest = {
      ...manifest,
      routes: { ...manifest.routes, "routes/games/replay": { id: "routes/games/replay", path: "games/replay", module: "/assets/replay.js", imports: ["/assets/use-game.js"] } },
    };
    const sized = (f: string) => (f === "/assets/replay.js" ? 30_000 : gzipSize(f));
    const report = checkGameChunks(withWatch, htmlScripts(HOME_HTML), sized);
    expect(report.rows.map((r) => r.route)).not.toContain("/games/replay");
    expect(watchPageLine(withWatch, htmlScripts(HOME_HTML), sized)).toMatchObject({ subject: "/games/replay (2 files)", bytes: 31_000, budget: WATCH_PAGE_BUDGET_BYTES, ok: true });
    expect(watchPageLine(withWatch, htmlScripts(HOME_HTML), sized, 20_000).ok).toBe(false);
    expect(watchPageLine(manifest, htmlScripts(HOME_HTML), sized)).toMatchObject({ check: "watch page", ok: false });
  });
});
