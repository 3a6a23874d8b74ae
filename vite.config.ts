import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
// With their extensions: Vite's native config loader (its future default) needs them.
import { operatorSite } from "./publishing/site-vite-plugin.ts";
import { routeTexts } from "./scripts/bundle/route-texts.ts";
import { shellChunkNamer } from "./scripts/bundle/shell-chunk.ts";

/**
 * A quiet build by default: warnings and errors only, no list of every chunk and
 * prerendered page. BUILD_VERBOSE=1 npm run build prints everything.
 */
const VERBOSE = process.env.BUILD_VERBOSE === "1";

export default defineConfig(({ isSsrBuild }) => ({
  // operatorSite: the operator's folder (site/ or SITE_DIR): site.config.ts's values, and its public files.
  // routeTexts: one catalog of texts per translated route and language (scripts/bundle/route-texts.ts).
  plugins: [operatorSite(), tailwindcss(), reactRouter(), routeTexts()],
  logLevel: VERBOSE ? "info" : "warn",
  build: {
    rolldownOptions: {
      // The per-plugin timing report is for whoever tunes the build (BUILD_VERBOSE=1).
      checks: { pluginTimings: VERBOSE },
      // Browser build only: the modules every page loads go into one file (scripts/bundle/shell-chunk.ts).
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: shellChunkNamer(), debugName: "shell" }] } } }),
    },
  },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.ts) and is reached through this proxy.
    proxy: { "/api": "http://127.0.0.1:5001" },
  },
}));
