/** `npm run dev`: the API on 127.0.0.1:5001 (restarting on change) and Vite on :5173 proxying /api to it. */
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureSiteDirOrExit, SITE_FILE, siteDir } from "../publishing/site-folder";
import { loadDotEnv } from "../server/config";

// .env first, as the server reads it: SITE_DIR or BLOG_DIR there then reach Vite and the API alike.
loadDotEnv();
// The operator's folder: made from the samples on first use, and its site.yaml checked before
// two processes start, so a mistake is one line naming the file and the field.
ensureSiteDirOrExit();

/** Where `npm run dev` keeps what its loaders make (in node_modules/.cache: never committed, never served live). */
const DEV_BUILD_DIR = path.join("node_modules", ".cache", "dev-build");

const children = [
  // site.yaml is read at import, not imported: watched too, so an edit restarts the API as well.
  spawn("npx", ["tsx", "watch", "--include", path.join(siteDir(), SITE_FILE), "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "5001", HOST: "127.0.0.1", NODE_ENV: "development", CLIENT_DIR: "build/none" },
  }),
  // The post pages' loaders write the sizes of a post's pictures under BUILD_DIR/client: a folder of
  // the dev server's own (served by publishing/site-vite-plugin.ts), never the live build.
  spawn("npx", ["react-router", "dev"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: DEV_BUILD_DIR } }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
