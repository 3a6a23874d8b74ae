/**
 * What `npm start` does before the server runs (docs/decisions/019):
 * - a production start (NODE_ENV=production, or `npm run start:prod`, which passes --no-build)
 *   never builds: building needs the dev dependencies and minutes of CPU on the serving host. It
 *   serves the build made before and, when there is none, stops with one line saying so;
 * - any other start (a fresh clone: `npm ci && npm start`) builds when there is no build or the
 *   sources are newer than it, as before;
 * - a build of other code than this checkout's (its build-info.json names another commit, or none:
 *   docs/decisions/053) is refused by a production start with the true reason and `npm run build`,
 *   and rebuilt by any other start;
 * - a build of other posts (made with another BLOG_DIR than this start's) is rebuilt by a normal
 *   start and refused, with one line, by a production one. The tests' build never lands in build/:
 *   it has its own folder (test-build/, scripts/build-folders.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

export const BUILD_SOURCES = ["web", "games", "publishing", "texts", "contracts", "public", "site.config.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

export type StartPlan = { kind: "serve" } | { kind: "build"; reason: string } | { kind: "fail"; message: string };

export type StartInputs = {
  /** The posts' folder this start serves (BLOG_DIR, else site/blog). */
  blogDir?: string;
  /** The posts' folder the build was made from (build/content.json); undefined for a build that does not say. */
  builtBlogDir?: string;
  nodeEnv: string | undefined;
  argv: readonly string[];
  /** The build's page manifest (CLIENT_DIR/../pages.json): its presence and age stand for the build. */
  manifest: string;
  exists: (file: string) => boolean;
  mtimeMs: (file: string) => number;
  /** Newest modification time among the sources. */
  newestSourceMs: () => number;
  /**
   * The code and the build as a pair (docs/decisions/053): the commit the build records
   * (build-info.json; null for a build folder that records none, undefined when the build has no
   * build-info.json at all, as a copied or hand-made one) and the checkout's HEAD (undefined when
   * it is no git checkout, as in an image). The server runs this checkout's code with that build.
   */
  builtCommit?: string | null | undefined;
  codeCommit?: string | undefined;
  /** The build folder's name, for the messages. */
  buildName?: string | undefined;
};

export function isProductionStart(nodeEnv: string | undefined, argv: readonly string[]): boolean {
  return nodeEnv === "production" || argv.includes("--no-build");
}

export function noBuildMessage(manifest: string): string {
  return `No build found (${manifest} is missing): a production start never builds. Run \`npm run build\` first (on a build machine or in the image), then start again.`;
}

/** A build of other posts than this start serves: it was made with another BLOG_DIR. */
export function otherPostsMessage(builtBlogDir: string, blogDir: string): string {
  return `The build holds the posts of ${builtBlogDir} (it was built with another BLOG_DIR), not ${blogDir}, which this start serves: run \`npm run build\` with the same settings, then start again.`;
}

/** Why the build is not of this code, or undefined when it is (or cannot be told). */
export function pairMismatch(i: Pick<StartInputs, "builtCommit" | "codeCommit" | "buildName">): string | undefined {
  if (i.codeCommit === undefined || i.builtCommit === undefined || i.builtCommit === i.codeCommit) return undefined;
  const build = i.buildName ?? "the build";
  return i.builtCommit === null
    ? `${build} does not record the code it was built from (it was made before builds recorded it), and this checkout is at ${i.codeCommit.slice(0, 7)}`
    : `${build} was built from commit ${i.builtCommit.slice(0, 7)}, but this checkout's code is at ${i.codeCommit.slice(0, 7)}`;
}

/** A production start's refusal of a build that is not of this code: the true reason and the one command. */
export function mismatchMessage(why: string): string {
  return `The server runs this checkout's code with the build it serves, and they must be of the same commit: ${why}. Run \`npm run build\`, then start again.`;
}

export function planStart(i: StartInputs): StartPlan {
  const built = i.exists(i.manifest);
  const otherPosts = built && i.blogDir !== undefined && i.builtBlogDir !== undefined && i.builtBlogDir !== i.blogDir;
  const mismatch = built ? pairMismatch(i) : undefined;
  if (isProductionStart(i.nodeEnv, i.argv)) {
    if (!built) return { kind: "fail", message: noBuildMessage(i.manifest) };
    // The pair first: a build of other code may well name other posts too, and the code is the reason.
    if (mismatch) return { kind: "fail", message: mismatchMessage(mismatch) };
    return otherPosts ? { kind: "fail", message: otherPostsMessage(i.builtBlogDir!, i.blogDir!) } : { kind: "serve" };
  }
  if (!built) return { kind: "build", reason: "first start: no build yet" };
  if (mismatch) return { kind: "build", reason: mismatch };
  if (otherPosts) return { kind: "build", reason: `the last build holds the posts of ${i.builtBlogDir}, not ${i.blogDir}` };
  if (i.newestSourceMs() > i.mtimeMs(i.manifest)) return { kind: "build", reason: "sources changed since the last build" };
  return { kind: "serve" };
}

/** What scripts/postbuild.ts records beside pages.json: which posts' folder the build holds. */
export type BuildContent = { blogDir: string };

/** A folder as the build records it: relative to the project root, with forward slashes. */
export function contentPath(dir: string, root: string = process.cwd()): string {
  return (path.relative(root, path.resolve(root, dir)) || ".").split(path.sep).join("/");
}

/** build/content.json (beside the manifest), or undefined when the build predates it or it cannot be read. */
export function readBuildContent(manifest: string): BuildContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(path.dirname(manifest), "content.json"), "utf8")) as Partial<BuildContent>;
    return typeof parsed.blogDir === "string" ? { blogDir: parsed.blogDir } : undefined;
  } catch {
    return undefined;
  }
}

/** The build folder a manifest belongs to, as the operator knows it (builds/<id>), for messages. */
export function buildName(manifest: string, root: string = process.cwd()): string {
  try {
    return path.relative(root, realpathSync(path.dirname(manifest))) || ".";
  } catch {
    return path.relative(root, path.dirname(manifest));
  }
}

/** The commit build-info.json (beside the manifest) records: null when it records none, undefined without the file. */
export function readBuildCommit(manifest: string): string | null | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(path.dirname(manifest), "build-info.json"), "utf8");
  } catch {
    return undefined;
  }
  try {
    const info = JSON.parse(text) as { commit?: unknown };
    return typeof info.commit === "string" ? info.commit : null;
  } catch {
    return null;
  }
}

/** The checkout's HEAD, or undefined when `root` is no git checkout (an image) or git is missing. */
export function checkoutCommit(root: string): string | undefined {
  const r = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}
