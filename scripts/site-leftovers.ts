/**
 * Files of the layout before site/ (docs/decisions/039) that nothing reads any more: posts in
 * content/blog/ and pictures in public/blog/ (public/ holds neither now, and the repository has no content/ folder).
 * `npm run build` and `npm start` warn about them in one line, so an operator who upgraded from
 * such an install learns that their posts are not on the site, and how to move them.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const LEFTOVER_DIRS = ["content/blog", "public/blog"] as const;

/** The leftover files under `root`, relative to it. */
export function leftoverFiles(root: string): string[] {
  return LEFTOVER_DIRS.flatMap((dir) => {
    const full = path.join(root, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  }).sort();
}

/** The one-line warning, or undefined when there is nothing left over. */
export function leftoverWarning(root: string): string | undefined {
  const files = leftoverFiles(root);
  if (files.length === 0) return undefined;
  const list = files.slice(0, 3).join(", ") + (files.length > 3 ? ` and ${files.length - 3} more` : "");
  return `${files.length} file(s) in ${LEFTOVER_DIRS.join("/ and ")}/ are not read any more (${list}): posts and pictures live in site/ now. Move them there (site/blog/, site/public/blog/), or see README "Coming from a version before site/" (npm run site:from-stash).`;
}
