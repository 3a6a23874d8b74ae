import { readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_PATH } from "../contracts/admin";
import { localeOfPath, unlocalizedPath, type Locale } from "../contracts/locales";
import { OFFLINE_PATH } from "../contracts/pwa";
import { SECTION_NOT_FOUND_SEGMENT } from "../contracts/site-routes";
import { TEST_BUILD_HOME } from "../scripts/build-folders";

/**
 * Every page the test build prerendered, read from test-build/build/pages.json (scripts/postbuild.ts lists each
 * HTML file of build/client there). That list comes from web/routes.ts and the posts of the
 * test build (test/fixtures/blog/*.md, `npm run build:test`)
 * through react-router.config.ts, so a new route or post is covered without editing a test;
 * e2e/seo.spec.ts checks that nothing of routes.ts or the blog is missing from it.
 */
export function prerenderedPaths(languages?: readonly Locale[]): string[] {
  const file = path.resolve(TEST_BUILD_HOME, "build", "pages.json");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${file} is missing: run \`npm run build:test\` before the browser tests`);
  }
  const all = Object.keys(JSON.parse(text) as Record<string, unknown>).sort();
  return languages ? all.filter((route) => languages.includes(localeOfPath(route))) : all;
}

/**
 * The pages the slow per-page browser checks (hydration, axe) walk in each language on every run
 * (decision 048): every English and every Arabic page (right to left is where a page breaks), and
 * in Hindi, Portuguese and Indonesian one page of each kind: home, a content page, a legal page, a
 * canvas game, a board game, the hub, the tools, the likes tool, the blog, a post, the 404. With
 * EVERY_LANGUAGE_PAGE=1 they walk every page of every language (about 25 minutes more on 2 cores);
 * the text and SEO checks, which read HTML, always walk them all.
 */
export function browserCheckedPaths(): string[] {
  if (process.env.EVERY_LANGUAGE_PAGE === "1") return prerenderedPaths();
  const sample = new Set(["/", "/about", "/privacy-policy", "/games/snake", "/games/connect4", "/games", "/tools", "/ff-bots/likes", "/blog", "/404"]);
  const firstPost = prerenderedPaths(["en"]).find((p) => /^\/blog\/(?!_)[^/]+$/.test(p));
  if (firstPost) sample.add(firstPost);
  return prerenderedPaths().filter((route) => {
    const locale = localeOfPath(route);
    return locale === "en" || locale === "ar" || sample.has(unlocalizedPath(route));
  });
}

/** Pages that must never be indexed: the dashboard, the service worker's offline page and the not-found pages. */
export function isNoindexPath(route: string): boolean {
  const page = unlocalizedPath(route);
  return page === ADMIN_PATH || page === OFFLINE_PATH || page === "/404" || route.endsWith(`/${SECTION_NOT_FOUND_SEGMENT}`);
}
