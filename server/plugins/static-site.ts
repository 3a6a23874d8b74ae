/**
 * Serves the build: hashed assets with a year-long immutable cache, other public files with a
 * short cache, and every prerendered page from memory (with its brotli/gzip copy, no caching and
 * its own CSP). Unknown paths get the prerendered 404 page with status 404, or, inside a section
 * that prerendered its own `<section>/_not-found` page (the blog's "Post Not Found"), that page.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BUILD_VERSION_PATH } from "../../contracts/build-version";
import { SERVICE_WORKER_CSP, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from "../../contracts/pwa";
import { localeOfPath, localizedPath, unlocalizedPath } from "../../contracts/locales";
import { SECTION_NOT_FOUND_SEGMENT } from "../../contracts/site-routes";
import { AppError } from "../lib/errors";
import { BAD_URL_MESSAGE } from "./framework-errors";
import { pageCsp } from "./security-headers";

type PageEntry = { file: string; scriptHashes: string[]; frameSources?: string[] };
type Page = { identity: Buffer; br?: Buffer; gz?: Buffer; csp: string };

const NOT_FOUND_ROUTE = "/404";

function isNotFoundRoute(route: string): boolean {
  return unlocalizedPath(route) === NOT_FOUND_ROUTE || route.endsWith(`/${SECTION_NOT_FOUND_SEGMENT}`);
}

function readOptional(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

export function loadPages(clientDir: string): Map<string, Page> {
  const manifestFile = path.join(clientDir, "..", "pages.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, PageEntry>;
  const pages = new Map<string, Page>();
  for (const [route, entry] of Object.entries(manifest)) {
    const file = path.join(clientDir, entry.file);
    pages.set(route, {
      identity: readFileSync(file),
      br: readOptional(`${file}.br`),
      gz: readOptional(`${file}.gz`),
      csp: pageCsp(entry.scriptHashes, entry.frameSources),
    });
  }
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  const accept = String(request.headers["accept-encoding"] ?? "");
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding")
    .header("content-security-policy", page.csp);
  if (page.br && /\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(page.br);
  if (page.gz && /\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(page.gz);
  return reply.send(page.identity);
}

export async function staticSite(app: FastifyInstance, opts: { clientDir: string }) {
  const { clientDir } = opts;
  // Both: `npm run dev` names a folder that does not exist (Vite serves the pages there), and the
  // pages.json beside it may be the last build's, whose pages are not in that folder.
  if (!existsSync(clientDir) || !existsSync(path.join(clientDir, "..", "pages.json"))) {
    app.log.warn({ clientDir }, "no built site here: the API runs without pages (`npm run dev` serves them through Vite; in production run `npm run build`)");
    return;
  }
  const pages = loadPages(clientDir);
  const notFound = pages.get(NOT_FOUND_ROUTE);
  const serviceWorkerFile = path.join(clientDir, SERVICE_WORKER_PATH.slice(1));
  const manifestFile = path.join(clientDir, WEB_MANIFEST_PATH.slice(1));
  const buildVersionFile = path.join(clientDir, BUILD_VERSION_PATH.slice(1));

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Pages are served from memory below, with their own CSP.
    allowedPath: (pathname) => !pathname.endsWith(".html"),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // A brotli/gzip copy has the same headers as the file it stands for.
      const file = filePath.replace(/\.(br|gz)$/, "");
      if (file === serviceWorkerFile) {
        // The browser must see a new version at once (no HTTP cache), and the worker's own CSP
        // must let it fetch and cache same-origin files (the default non-page CSP forbids fetch).
        res.header("cache-control", "no-cache");
        res.header("content-security-policy", SERVICE_WORKER_CSP);
        return;
      }
      // Names the build served now, which an open page of an earlier build asks for (web/shell/newer-build.ts).
      if (file === buildVersionFile) {
        res.header("cache-control", "no-cache");
        return;
      }
      if (file === manifestFile) res.header("content-type", "application/manifest+json; charset=utf-8");
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  app.get("/*", async (request, reply) => {
    const rawPath = request.url.split("?")[0] ?? "/";
    const pathname = decodeURIComponentSafe(rawPath.replace(/\/{2,}/g, "/"));
    // A newline or other control character is never part of a page's address, and in a
    // Location header it made Node throw (a 500 with a raw body and two error log lines).
    if (CONTROL_CHARACTER.test(pathname)) throw new AppError("bad_request", BAD_URL_MESSAGE);
    if (pathname.startsWith("/api/")) {
      return reply.status(404).send({ success: false, message: "No such API route." });
    }
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(withoutTrailingSlash(rawPath) + query, 301);
    }
    const page = isNotFoundRoute(pathname) ? undefined : pages.get(pathname);
    if (page) return sendPage(request, reply, page, 200);
    const section = pathname.slice(0, pathname.lastIndexOf("/"));
    // An unknown address under a language's prefix gets that language's not-found page (decision 048).
    const languageNotFound = pages.get(localizedPath(NOT_FOUND_ROUTE, localeOfPath(pathname)));
    const fallback = (section && pages.get(`${section}/${SECTION_NOT_FOUND_SEGMENT}`)) || languageNotFound || notFound;
    if (fallback) return sendPage(request, reply, fallback, 404);
    return reply.status(404).send({ success: false, message: "Not found." });
  });
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The trailing-slash redirect's target: always a path on this site. It is rebuilt from the raw
 * path's segments, each decoded then encoded again, so an encoded slash or backslash stays
 * encoded (`/%2Fevil.com/` -> `/%2Fevil.com`, never `//evil.com`, which a browser reads as
 * another host) and a raw backslash is encoded too (browsers read `/\evil.com` as `//evil.com`).
 */
export function withoutTrailingSlash(rawPath: string): string {
  const segments = rawPath
    .split("/")
    .filter((s) => s !== "")
    .map((s) => encodeURIComponent(decodeURIComponentSafe(s)));
  const target = `/${segments.join("/")}`;
  // Belt and braces: whatever the segments held, the target must resolve on this origin.
  if (new URL(target, SAME_ORIGIN_PROBE).origin !== SAME_ORIGIN_PROBE) return "/";
  return target;
}

const SAME_ORIGIN_PROBE = "http://same-origin.invalid";

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
