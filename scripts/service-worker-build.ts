/**
 * Build steps for the installable, offline-capable site (docs/decisions/013-service-worker-and-offline.md),
 * run by scripts/postbuild.ts:
 * - writePwaPages: the web app manifest and the offline page (before pages are listed, so the
 *   offline page gets its CSP entry like any other page);
 * - buildServiceWorker: the precache list and the bundled <build>/client/sw.js.
 */
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { build } from "esbuild";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "../contracts/locales";
import { ROUTE_TEXTS_LIST, type RouteTextsList } from "../contracts/route-texts";
import { OFFLINE_PATH, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from "../contracts/pwa";
import { siteConfig } from "../site.config";
import { offlinePageHtml } from "../web/pwa/offline-page";
import { isPrecachedPage } from "../web/pwa/sw-routes";
import { carriedUrls } from "./carry-assets";
import { assetReferences, contentRevision, parseRouterManifest, precacheEntries, reachableAssets, type PrecacheEntry } from "./precache-list";
import { PWA_ICONS, webManifest } from "./web-manifest";

/** Route ids whose code is not precached: the operator's dashboard (chart library included). */
const NOT_PRECACHED_ROUTE_IDS = ["routes/admin"];
const SW_SOURCE = path.resolve("web/pwa/sw.ts");

/**
 * The build's own React Router manifest. A build also holds manifests carried from earlier builds
 * (scripts/carry-assets.ts); they are never this build's, so never precached or read here. The
 * precache list is what this manifest reaches, so no other carried file enters it either.
 */
async function routerManifest(clientDir: string) {
  const carried = carriedUrls(clientDir);
  const names = (await readdir(path.join(clientDir, "assets"))).filter((n) => /^manifest-[\w-]+\.js$/.test(n) && !carried.has(`/assets/${n}`));
  if (names.length > 1)
    throw new Error(`service worker: ${names.length} React Router manifests in ${clientDir}/assets, none of them listed as carried: build again with npm run build`);
  const file = names[0];
  if (!file) throw new Error(`service worker: no React Router manifest in ${clientDir}/assets`);
  return { url: `/assets/${file}`, manifest: parseRouterManifest(await readFile(path.join(clientDir, "assets", file), "utf8")) };
}

export async function writePwaPages(clientDir: string): Promise<void> {
  const { manifest } = await routerManifest(clientDir);
  const stylesheets = manifest.routes.root?.css ?? [];
  if (stylesheets.length === 0) throw new Error("service worker: the root route has no stylesheet for the offline page");
  // One offline page per language, each at its language's address (/offline, /hi/offline, ...).
  for (const locale of LOCALES) {
    const lang = locale === DEFAULT_LOCALE ? siteConfig.locale : locale;
    const html = offlinePageHtml({ siteName: siteConfig.siteName, siteUrl: siteConfig.siteUrl, themeColor: siteConfig.themeColor, stylesheets, lang, locale });
    const dir = path.join(clientDir, localizedPath(OFFLINE_PATH, locale).slice(1));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), html);
  }
  await writeFile(path.join(clientDir, WEB_MANIFEST_PATH.slice(1)), JSON.stringify(webManifest(siteConfig), null, 2) + "\n");
}

export type ServiceWorkerReport = { entries: number; bytes: number; brotliBytes: number };

export async function buildServiceWorker(clientDir: string, pages: Record<string, { file: string }>): Promise<ServiceWorkerReport> {
  const { url: manifestUrl, manifest } = await routerManifest(clientDir);
  // A page's URL is its route; every other URL is its path under build/client.
  const fileOf = (url: string) => path.join(clientDir, pages[url]?.file ?? url.slice(1));
  // readFileSync throws on a missing chunk: better a failed build than a service worker whose
  // install fails in every browser.
  const referencesOf = (asset: string) => (/\.(js|css)$/.test(asset) ? assetReferences(readFileSync(fileOf(asset), "utf8")) : []);
  const assets = [manifestUrl, ...reachableAssets(manifest, NOT_PRECACHED_ROUTE_IDS, referencesOf)];

  const files: { url: string; bytes: Buffer }[] = [];
  for (const [route, entry] of Object.entries(pages)) {
    if (isPrecachedPage(route)) files.push({ url: route, bytes: await readFile(path.join(clientDir, entry.file)) });
  }
  for (const url of ["/favicon.svg", WEB_MANIFEST_PATH, ...PWA_ICONS.map((i) => i.src)]) {
    files.push({ url, bytes: await readFile(fileOf(url)) });
  }
  const entries: PrecacheEntry[] = precacheEntries(assets, files);

  let bytes = 0;
  let brotliBytes = 0;
  for (const e of entries) {
    const data = await readFile(fileOf(e.url));
    bytes += data.length;
    brotliBytes += brotliCompressSync(data).length;
  }

  const texts = JSON.parse(readFileSync(path.join(clientDir, "..", ROUTE_TEXTS_LIST), "utf8")) as RouteTextsList;
  await build({
    entryPoints: [SW_SOURCE],
    outfile: fileOf(SERVICE_WORKER_PATH),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "warning",
    define: {
      "process.env.NODE_ENV": '"production"',
      __PRECACHE_MANIFEST__: JSON.stringify(entries),
      __BUILD_ID__: JSON.stringify(contentRevision(JSON.stringify(entries))),
      // The catalogs' version and the lazy parts' keys, for the translated languages' offline pages (scripts/bundle/route-texts.ts).
      __TEXTS_VERSION__: JSON.stringify(texts.version),
      __TEXTS_PARTS__: JSON.stringify(Object.values(texts.parts).map((part) => part.key)),
    },
  });
  await stat(fileOf(SERVICE_WORKER_PATH));
  return { entries: entries.length, bytes, brotliBytes };
}
