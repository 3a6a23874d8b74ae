import type { Config } from "@react-router/dev/config";
import { blogDir, loadBlogArticles } from "./publishing/blog-articles";
import { sitePublicDir } from "./publishing/site-folder";
import { SECTION_NOT_FOUND_SEGMENT } from "./contracts/site-routes";
import { buildDir } from "./scripts/build-folders";
import { localizedPath, TRANSLATED_LOCALES } from "./contracts/locales";

/**
 * Framework mode without a runtime server renderer: every route is prerendered to static HTML
 * at build time and hydrates in the browser (docs/decisions/001-prerendered-framework-mode.md).
 */
export default {
  appDirectory: "web",
  // `npm run build` builds into a new folder builds/<id> (BUILD_DIR) and switches `build` to it
  // when it is complete, so a running server's files never change (scripts/build.ts, decision 038).
  buildDirectory: buildDir(),
  ssr: false,
  // Every route is known at build time, so ship the whole (small) manifest with the page
  // instead of asking a server for it on navigation.
  routeDiscovery: { mode: "initial" },
  // Today's behaviour, stated: each v8 change is its own decision, taken when upgrading. Set
  // explicitly, so the build does not print a warning per unset flag.
  future: {
    // The root's client middleware loads a translated route's texts beside its code (decision 071).
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async prerender({ getStaticPaths }) {
    // A bad article (front matter, missing image) stops the build here, naming the file and field.
    // BLOG_DIR (site/blog unless set; `npm test` builds test/fixtures/blog) as the server reads it.
    // Cover pictures live in the operator's folder's public/ (site/public/blog), served at the root.
    const posts = await loadBlogArticles(blogDir(), { publicDir: sitePublicDir() });
    // "/404" renders the catch-all route; the server answers unknown paths with it and status 404,
    // and unknown /blog/<slug> paths with the blog's own "Post Not Found" page.
    const blog = [...posts.map((p) => `/blog/${p.slug}`), `/blog/${SECTION_NOT_FOUND_SEGMENT}`];
    const english = [...getStaticPaths().filter((p) => !p.startsWith("/:lang")), "/404", ...blog];
    // Every page again in each translated language, under its prefix (decision 048); the dashboard stays English.
    const translated = TRANSLATED_LOCALES.flatMap((locale) => english.filter((p) => p !== "/admin").map((p) => localizedPath(p, locale)));
    return [...english, ...translated];
  },
} satisfies Config;
