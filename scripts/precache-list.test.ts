import { describe, expect, it } from "vitest";
import { assetReferences, parseRouterManifest, precacheEntries, reachableAssets, type RouterManifest } from "./precache-list";

const manifest: RouterManifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/jsx-runtime-B.js"] },
  routes: {
    root: { id: "root", module: "/assets/root-C.js", css: ["/assets/root-D.css"] },
    "routes/games/snake": { id: "routes/games/snake", module: "/assets/snake-E.js" },
    "routes/admin": { id: "routes/admin", module: "/assets/admin-F.js", imports: ["/assets/jsx-runtime-B.js"] },
  },
};

const graph: Record<string, string[]> = {
  "/assets/snake-E.js": ["/assets/snake-game-G.js"], // a lazily loaded game
  "/assets/snake-game-G.js": ["/assets/jsx-runtime-B.js"],
  "/assets/admin-F.js": ["/assets/chart-H.js"],
};

describe("precache list", () => {
  it("follows lazy imports from every route and leaves out what only the dashboard reaches", () => {
    const assets = reachableAssets(manifest, ["routes/admin"], (a) => graph[a] ?? []);
    expect(assets).toEqual(["/assets/entry.client-A.js", "/assets/jsx-runtime-B.js", "/assets/root-C.js", "/assets/root-D.css", "/assets/snake-E.js", "/assets/snake-game-G.js"]);
  });

  it("keeps a chunk the dashboard shares with a visitor's page", () => {
    expect(reachableAssets(manifest, ["routes/admin"], (a) => graph[a] ?? [])).toContain("/assets/jsx-runtime-B.js");
  });

  it("reads chunk references in the forms the bundler writes", () => {
    const js = `import{a as b}from"./jsx-runtime-B.js";const m=()=>import("./snake-game-G.js");__vite__mapDeps(["assets/x-1.js","assets/y-2.css"]);"not-an-asset.js"`;
    expect(assetReferences(js).sort()).toEqual(["/assets/jsx-runtime-B.js", "/assets/snake-game-G.js", "/assets/x-1.js", "/assets/y-2.css"]);
    expect(assetReferences("url(./font-Z.woff2)")).toEqual(["/assets/font-Z.woff2"]);
  });

  it("parses React Router's manifest script and rejects anything else", () => {
    expect(parseRouterManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseRouterManifest("export default {}")).toThrow(/unexpected shape/);
    // React Router marks a stylesheet that lazy chunks may also load with a "#"; the file has none.
    const marked = { ...manifest, routes: { root: { ...manifest.routes.root!, css: ["/assets/shell-D.css#"] } } };
    expect(parseRouterManifest(`window.__reactRouterManifest=${JSON.stringify(marked)};`).routes.root!.css).toEqual(["/assets/shell-D.css"]);
  });

  it("gives hashed assets no revision and other files a content revision that changes with the bytes", () => {
    const a = precacheEntries(["/assets/x-1.js"], [{ url: "/games", bytes: Buffer.from("<h1>v1</h1>") }]);
    const b = precacheEntries(["/assets/x-1.js"], [{ url: "/games", bytes: Buffer.from("<h1>v2</h1>") }]);
    expect(a[0]).toEqual({ url: "/assets/x-1.js", revision: null });
    expect(a[1]?.url).toBe("/games");
    expect(a[1]?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(a[1]?.revision).not.toBe(b[1]?.revision);
  });
});
