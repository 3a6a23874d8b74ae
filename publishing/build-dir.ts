import path from "node:path";

/**
 * Where the build writes the site; the prerender's loaders write post images into it. BUILD_DIR is
 * the new folder `npm run build` builds into (scripts/build-folders.ts), never the live one;
 * `npm run dev` points it at a folder of its own. Apart from publishing/blog-articles.ts so the Vite
 * config (publishing/site-vite-plugin.ts) reads it without loading the Markdown pipeline.
 */
export const BUILD_CLIENT_DIR = path.join(process.env.BUILD_DIR || "build", "client");
