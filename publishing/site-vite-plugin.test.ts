import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadSiteConfig, PROJECT_ROOT, SAMPLE_SITE_DIR } from "./site-folder";
import { devFileFor, operatorSite, publicFileFor, publicFiles, SITE_CONFIG_ID } from "./site-vite-plugin";

const samples = loadSiteConfig({ SITE_DIR: SAMPLE_SITE_DIR });
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (name: string): Hook => (operatorSite() as unknown as Record<string, Hook>)[name]!;

afterEach(() => vi.unstubAllEnvs());

describe("the module the Vite builds get in site.config.ts's place", () => {
  it("takes the place of site.config.ts, however it is imported, and of nothing else", () => {
    const resolveId = hook("resolveId");
    expect(resolveId.call({}, "../site.config", path.join(PROJECT_ROOT, "web/root.tsx"))).toBe(SITE_CONFIG_ID);
    expect(resolveId.call({}, "../../site.config", path.join(PROJECT_ROOT, "web/lib/meta.ts?v=1"))).toBe(SITE_CONFIG_ID);
    expect(resolveId.call({}, "./site.config.ts", path.join(PROJECT_ROOT, "entry.ts"))).toBe(SITE_CONFIG_ID);
    expect(resolveId.call({}, "./site.config", path.join(PROJECT_ROOT, "web/lib/x.ts"))).toBeNull();
    expect(resolveId.call({}, "../site-config", path.join(PROJECT_ROOT, "web/root.tsx"))).toBeNull();
  });

  it("holds the site.yaml values as JSON, and bundles for the browser without fs, yaml or zod", async () => {
    vi.stubEnv("SITE_DIR", SAMPLE_SITE_DIR);
    const code = hook("load").call({ addWatchFile: () => {} }, SITE_CONFIG_ID) as string;
    expect(code).toContain(JSON.stringify(samples));
    // platform "browser": a node:fs import anywhere in the graph would fail this build.
    const out = await build({
      stdin: { contents: code, resolveDir: PROJECT_ROOT, loader: "ts" },
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    const js = out.outputFiles[0]!.text;
    expect(js).not.toMatch(/node:fs|readFileSync|parseDocument|safeParse/);
    const mod = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { siteConfig: typeof samples };
    expect(mod.siteConfig).toEqual(samples);
  });
});

describe("the operator's public files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-public-"));
  mkdirSync(path.join(dir, "icons"));
  mkdirSync(path.join(dir, "blog"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "icons", "icon-192.png"), "png");
  writeFileSync(path.join(dir, "blog", "my post.webp"), "webp");

  it("are listed as the site's paths", () => {
    expect(publicFiles(dir)).toEqual(["blog/my post.webp", "favicon.svg", "icons/icon-192.png"]);
    expect(publicFiles(path.join(dir, "missing"))).toEqual([]);
  });

  it("are found by request path in dev, never outside the folder", () => {
    expect(publicFileFor(dir, "/favicon.svg?v=2")).toBe(path.join(dir, "favicon.svg"));
    expect(publicFileFor(dir, "/blog/my%20post.webp")).toBe(path.join(dir, "blog", "my post.webp"));
    expect(publicFileFor(dir, "/icons")).toBeNull();
    expect(publicFileFor(dir, "/../../etc/passwd")).toBeNull();
    expect(publicFileFor(dir, "/%2e%2e/%2e%2e/etc/passwd")).toBeNull();
    expect(publicFileFor(dir, "/%E0%A4%A")).toBeNull();
  });

  it("and, in dev, the sizes the post loaders made of a post's pictures, only under /blog/media/", () => {
    const media = mkdtempSync(path.join(tmpdir(), "dev-build-client-"));
    const shot = path.join(media, "blog", "media", "my-post", "shot-0123456789-480.avif");
    mkdirSync(path.dirname(shot), { recursive: true });
    writeFileSync(shot, "avif");
    writeFileSync(path.join(media, "index.html"), "<html>");
    expect(devFileFor("/blog/media/my-post/shot-0123456789-480.avif", dir, media)).toBe(shot);
    expect(devFileFor("/favicon.svg", dir, media)).toBe(path.join(dir, "favicon.svg"));
    // Nothing else of that folder: it is not the site.
    expect(devFileFor("/index.html", dir, media)).toBeNull();
    expect(devFileFor("/blog/media/../../index.html", dir, media)).toBeNull();
    expect(devFileFor("/blog/media/my-post/missing.avif", dir, media)).toBeNull();
  });

  it("are emitted into the browser build only", () => {
    const site = mkdtempSync(path.join(tmpdir(), "site-"));
    mkdirSync(path.join(site, "public"));
    writeFileSync(path.join(site, "public", "avatar.svg"), "<svg id='me'/>");
    vi.stubEnv("SITE_DIR", site);
    const emitted: { type: string; fileName: string; source: Buffer }[] = [];
    const generate = hook("generateBundle");
    generate.call({ environment: { config: { consumer: "server" } }, emitFile: (f: never) => emitted.push(f) });
    expect(emitted).toEqual([]);
    generate.call({ environment: { config: { consumer: "client" } }, emitFile: (f: never) => emitted.push(f) });
    expect(emitted.map((f) => [f.type, f.fileName, f.source.toString()])).toEqual([["asset", "avatar.svg", "<svg id='me'/>"]]);
  });
});
