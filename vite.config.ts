import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunkNamer } from "./scripts/bundle/shell-chunk";

/**
 * The site renders with Preact through its React compatibility layer, in the browser and in the
 * prerender alike (docs/decisions/012-preact-for-the-first-visit-budget.md): React DOM alone was
 * 65 KB gzip of the 100 KB first-visit budget. Both builds must resolve the same renderer, or
 * the prerendered HTML (Preact's `<!--$s-->` Suspense markers) would not match what hydrates it.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // Browser build only: the modules every page loads go into one file (scripts/bundle/shell-chunk.ts).
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunkNamer(), debugName: "shell" }] } } } },
  resolve: { alias: PREACT_ALIASES },
  // The prerender runs the server build in Node: bundle every React-using package into it so the
  // aliases above apply there too, instead of Node loading the real `react` from node_modules.
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.ts) and is reached through this proxy.
    proxy: { "/api": "http://127.0.0.1:5001" },
  },
}));
