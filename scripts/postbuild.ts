/**
 * After `react-router build`: (0) stamp every page and build-version.json with the build's
 * version (scripts/build-version.ts); (1) list every prerendered page with the sha256 hashes of its
 * inline scripts, so the server can send a CSP without 'unsafe-inline'; (2) write rss.xml,
 * sitemap.xml and robots.txt (scripts/feeds.ts); (3) write the web app manifest, the offline page
 * and the service worker (scripts/service-worker-build.ts); (4) write brotli and gzip copies of
 * every text file, so the server sends precompressed bytes without compressing per request.
 * Output, in the folder being built (BUILD_DIR, set by scripts/build.ts; else build/): pages.json, content.json (the posts' folder it was built from), the feeds,
 * the PWA files, client/build-version.json, and *.br / *.gz beside the files.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { YOUTUBE_EMBED_PREFIX, cardImageUrl, type BlogArticle } from "../contracts/blog";
import { SECTION_NOT_FOUND_SEGMENT } from "../contracts/site-routes";
import { blogDir, blogPublicDir, loadBlogArticles } from "../publishing/blog-articles";
import { RASTER } from "./bundle/images";
import { writeFeeds } from "./feeds";
import { buildDir } from "./build-folders";
import { stampBuildVersion } from "./build-version";
import { buildServiceWorker, writePwaPages } from "./service-worker-build";
import { contentPath, type BuildContent } from "./start-plan";

const BUILD_DIR = path.resolve(buildDir());
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
/** Not a page of its own: React Router's SPA fallback is never served. */
const SKIP_PAGES = new Set(["__spa-fallback.html"]);

export type PageEntry = { file: string; scriptHashes: string[]; frameSources?: string[] };

/**
 * The frames a page may open: the exact player address of each video card in its HTML (the card
 * opens it only after a tap, publishing/blog-render.ts). The blog's not-found page is also where a
 * post published after the build is shown, so it may open any no-cookie YouTube player.
 */
export function pageFrameSources(route: string, html: string): string[] {
  if (route === `/blog/${SECTION_NOT_FOUND_SEGMENT}`) return [YOUTUBE_EMBED_PREFIX];
  const sources = new Set<string>();
  for (const m of html.matchAll(/\sdata-video-embed="([^"]+)"/g)) {
    if (m[1]!.startsWith(YOUTUBE_EMBED_PREFIX)) sources.add(m[1]!);
  }
  return [...sources].sort();
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // <script ...>body</script> without a src attribute.
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue; // data, not executed
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

export function routeOf(relFile: string): string {
  const posix = relFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  return "/" + posix.replace(/\/index\.html$/, "").replace(/\.html$/, "");
}

/**
 * The images in the build's /blog/ folder that no post of this build names (full size or card
 * copy): another posts folder's images, such as the operator's public/blog in the tests' build.
 * They would be shipped, precached and flagged by check:bundle as shown by no page.
 */
export function unusedPostImages(files: readonly string[], articles: readonly Pick<BlogArticle, "imageUrl">[]): string[] {
  const named = new Set(articles.flatMap((a) => (a.imageUrl ? [a.imageUrl, cardImageUrl(a.imageUrl)] : [])));
  return files.filter((f) => RASTER.test(f) && !named.has(`/blog/${f}`));
}

async function main() {
  // The images a blog folder brings along (test/fixtures/blog/public), served like public/'s;
  // the build ships only the post images its own posts name.
  const posts = blogDir();
  if (existsSync(blogPublicDir(posts))) await cp(blogPublicDir(posts), CLIENT_DIR, { recursive: true });
  const blogImages = path.join(CLIENT_DIR, "blog");
  if (existsSync(blogImages)) {
    const files = (await readdir(blogImages, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    for (const file of unusedPostImages(files, await loadBlogArticles(posts))) await rm(path.join(blogImages, file));
  }
  await writePwaPages(CLIENT_DIR);
  const version = await stampBuildVersion(CLIENT_DIR);
  const pages: Record<string, PageEntry> = {};
  for await (const file of walk(CLIENT_DIR)) {
    const rel = path.relative(CLIENT_DIR, file);
    if (rel.endsWith(".html") && !SKIP_PAGES.has(rel)) {
      const html = await readFile(file, "utf8");
      const route = routeOf(rel);
      const frameSources = pageFrameSources(route, html);
      pages[route] = { file: rel.split(path.sep).join("/"), scriptHashes: inlineScriptHashes(html), ...(frameSources.length ? { frameSources } : {}) };
    }
  }
  await writeFeeds(CLIENT_DIR, Object.keys(pages));
  const sw = await buildServiceWorker(CLIENT_DIR, pages);
  let compressed = 0;
  for await (const file of walk(CLIENT_DIR)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size > 256) {
      const data = await readFile(file);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = gzipSync(data, { level: 9 });
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      compressed++;
    }
  }
  await writeFile(path.join(BUILD_DIR, "pages.json"), JSON.stringify(pages, null, 2) + "\n");
  // Which posts this build holds: `npm start` rebuilds a test build (scripts/start-plan.ts).
  const content: BuildContent = { blogDir: contentPath(posts) };
  await writeFile(path.join(BUILD_DIR, "content.json"), JSON.stringify(content) + "\n");
  console.log(`postbuild: build version ${version}, ${Object.keys(pages).length} pages, ${compressed} files precompressed`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`postbuild: service worker precaches ${sw.entries} files, ${kb(sw.bytes)} (${kb(sw.brotliBytes)} brotli)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
