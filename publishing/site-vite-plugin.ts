/**
 * The operator's folder in the Vite builds and `npm run dev` (publishing/site-folder.ts):
 * - makes the folder from the samples on first use (one printed line), so a fresh clone builds;
 * - replaces site.config.ts with the identity of site.yaml as JSON. The real site.config.ts reads
 *   the file system (node:fs, yaml, zod): none of that may reach the browser, and the client and
 *   prerender builds must agree;
 * - puts the folder's public/ (avatar, favicon, icons, og-image, post covers) at the site's root:
 *   emitted into the browser build, served by the dev server. The product's own files stay in public/;
 * - in `npm run dev`, serves the sizes the post pages' loaders make of a post's own pictures
 *   (/blog/media/, written under BUILD_DIR, which scripts/dev.ts points at a folder of its own).
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { BLOG_MEDIA_PATH } from "../contracts/blog.ts";
import { BUILD_CLIENT_DIR } from "./build-dir.ts";
import type { SiteConfig } from "./site-identity.ts";
import { ensureSiteDir, loadSiteConfig, PROJECT_ROOT, SITE_FILE, siteDir, sitePublicDir } from "./site-folder.ts";

/** The id the identity module gets in the bundle: virtual, so the dependency scanner never reads the Node file. */
export const SITE_CONFIG_ID = "\0operator-site-config";
const CONFIG_FILE = path.join(PROJECT_ROOT, "site.config.ts");

/** The module the bundles get in site.config.ts's place: the values. */
export function siteConfigModule(config: SiteConfig): string {
  return ["// Made by publishing/site-vite-plugin.ts from the operator's site.yaml.", `export const siteConfig = ${JSON.stringify(config)};`, ""].join("\n");
}

/** Every file under `dir`, as paths relative to it with forward slashes (the site's URL paths). */
export function publicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const walk = (sub: string): string[] =>
    readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(sub, e.name)) : [path.join(sub, e.name)]));
  return walk("")
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/** The file of the operator's public folder a request path names, or null (never outside the folder). */
export function publicFileFor(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]!);
  } catch {
    return null;
  }
  const file = path.resolve(dir, `.${decoded}`);
  if (!file.startsWith(dir + path.sep)) return null;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The file a dev request names: the operator's public folder, or a post picture's size the loaders made. */
export function devFileFor(urlPath: string, publicDir: string = sitePublicDir(), mediaRoot: string = path.resolve(BUILD_CLIENT_DIR)): string | null {
  const fromPublic = publicFileFor(publicDir, urlPath);
  if (fromPublic || !urlPath.startsWith(`${BLOG_MEDIA_PATH}/`)) return fromPublic;
  // Resolved inside the media folder itself, so "/blog/media/../../x" cannot reach the rest of it.
  return publicFileFor(path.join(mediaRoot, BLOG_MEDIA_PATH), urlPath.slice(BLOG_MEDIA_PATH.length));
}

function serveOperatorFiles(server: ViteDevServer): void {
  server.middlewares.use((req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? devFileFor(req.url ?? "/") : null;
    if (!file) return next();
    res.setHeader("Content-Type", TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream");
    res.setHeader("Cache-Control", "no-cache");
    if (req.method === "HEAD") return res.end();
    createReadStream(file).pipe(res);
  });
}

export function operatorSite(): Plugin {
  const yamlFile = () => path.join(siteDir(), SITE_FILE);
  return {
    name: "operator-site",
    enforce: "pre",
    config() {
      ensureSiteDir();
    },
    resolveId(source, importer) {
      if (!importer || importer.startsWith("\0") || !/(^|\/)site\.config(\.ts)?$/.test(source)) return null;
      const target = path.resolve(path.dirname(importer.split("?")[0]!), source);
      return target === CONFIG_FILE || `${target}.ts` === CONFIG_FILE ? SITE_CONFIG_ID : null;
    },
    load(id) {
      if (id !== SITE_CONFIG_ID) return null;
      // A build in watch mode, like the dev server, reads the file again when it changes.
      this.addWatchFile(yamlFile());
      return siteConfigModule(loadSiteConfig());
    },
    configureServer(server) {
      serveOperatorFiles(server);
      server.watcher.add(yamlFile());
      server.watcher.on("change", (file) => {
        if (path.resolve(file) !== yamlFile()) return;
        for (const environment of Object.values(server.environments)) {
          const mod = environment.moduleGraph.getModuleById(SITE_CONFIG_ID);
          if (mod) environment.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
    generateBundle() {
      // The browser build only: the prerender's server bundle serves no files.
      if (this.environment.config.consumer !== "client") return;
      const dir = sitePublicDir();
      for (const fileName of publicFiles(dir)) this.emitFile({ type: "asset", fileName, source: readFileSync(path.join(dir, fileName)) });
    },
  };
}
