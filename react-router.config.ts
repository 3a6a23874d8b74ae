import type { Config } from "@react-router/dev/config";

/**
 * Framework mode without a runtime server renderer: every route is prerendered to static HTML
 * at build time and hydrates in the browser (docs/decisions/001-prerendered-framework-mode.md).
 */
export default {
  appDirectory: "web",
  ssr: false,
  // Every route is known at build time, so ship the whole (small) manifest with the page
  // instead of asking a server for it on navigation.
  routeDiscovery: { mode: "initial" },
  async prerender({ getStaticPaths }) {
    // "/404" renders the catch-all route; the server answers unknown paths with it and status 404.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
