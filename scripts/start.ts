/**
 * `npm start` (and `npm run start:prod`): decide whether to build (scripts/start-plan.ts), then run
 * the server in this same process, so the SIGTERM a supervisor sends to `npm start` reaches the
 * server's own shutdown handler (package.json `exec`s node: no shell or tsx wrapper in between).
 */
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { BlogContentError } from "../contracts/blog-markdown";
import { blogDir, loadBlogArticles } from "../publishing/blog-articles";
import { ensureSiteDirOrExit, siteDir } from "../publishing/site-folder";
import { loadDotEnv } from "../server/config";
import { operatorMessage } from "../server/lib/operator-message";
import { leftoverWarning } from "./site-leftovers";
import { BUILD_SOURCES, buildName, checkoutCommit, contentPath, newestMtime, planStart, readBuildCommit, readBuildContent } from "./start-plan";

// .env first, so NODE_ENV and CLIENT_DIR from the file decide the plan as they decide the server.
loadDotEnv();
// The operator's folder (site/, or SITE_DIR): made from the samples on first use, with one line,
// and its site.yaml checked first, so a mistake ends the start with one line naming the field.
ensureSiteDirOrExit();
const clientDir = path.resolve(process.env.CLIENT_DIR || "build/client");
const manifest = path.join(clientDir, "..", "pages.json");
const plan = planStart({
  blogDir: contentPath(blogDir()),
  builtBlogDir: readBuildContent(manifest)?.blogDir,
  nodeEnv: process.env.NODE_ENV,
  argv: process.argv.slice(2),
  manifest,
  exists: existsSync,
  mtimeMs: (file) => statSync(file).mtimeMs,
  // The operator's folder and posts count as sources: an edit to site.yaml or a post rebuilds.
  newestSourceMs: () => Math.max(...BUILD_SOURCES.map(newestMtime), newestMtime(siteDir()), newestMtime(blogDir())),
  // The server runs the code of the checkout this script is in, with the build it serves.
  builtCommit: readBuildCommit(manifest),
  codeCommit: checkoutCommit(path.resolve(import.meta.dirname, "..")),
  buildName: buildName(manifest),
});
// Posts or pictures left in the layout before site/ are on no page: say so, once, at every start.
const leftovers = leftoverWarning(path.resolve(import.meta.dirname, ".."));
if (leftovers) console.warn(leftovers);
if (plan.kind === "fail") {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === "build") {
  // The posts are checked first: a bad front matter then ends the start with one line naming the
  // file and the field, not buried under the build's stack traces (docs/decisions/030).
  try {
    await loadBlogArticles(blogDir());
  } catch (err) {
    if (!(err instanceof BlogContentError)) throw err;
    console.error(operatorMessage(err));
    process.exit(1);
  }
  console.log(`Building the site (${plan.reason})...`);
  try {
    execSync("npm run build", { stdio: "inherit" });
  } catch {
    console.error("The build failed (its output is above): fix what it names, then run npm start again.");
    process.exit(1);
  }
}
await import("../server/main.ts");
