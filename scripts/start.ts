/**
 * `npm start`: build the site if there is no build or the sources are newer than it, then run the
 * server. One command on a fresh clone after `npm ci`.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const STAMP = "build/pages.json";
const SOURCES = ["web", "content", "contracts", "public", "site.config.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const stale = !existsSync(STAMP) || SOURCES.some((s) => newestMtime(s) > statSync(STAMP).mtimeMs);
if (stale) {
  console.log("Building the site (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
await import("../server/main.ts");
