/**
 * Stamps a build with its version (contracts/build-version.ts): a hash of the hashed file names
 * under client/assets/, written into every page's <head> and into client/build-version.json.
 * scripts/postbuild.ts runs it before the pages are listed, precached and compressed, so their
 * hashes and copies hold the stamp.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUILD_VERSION_META, BUILD_VERSION_PATH, type BuildVersionFile } from "../contracts/build-version";
import { contentRevision } from "./precache-list";

/** The version of a build whose assets folder holds `assetFiles` (paths relative to it, in any order). */
export function buildVersionOf(assetFiles: readonly string[]): string {
  return contentRevision([...assetFiles].sort().join("\n"));
}

/** The page with its build's <meta> as the last element of its <head>. */
export function withBuildVersion(html: string, version: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("a page without </head>: the build version has nowhere to go");
  return `${html.slice(0, end)}<meta name="${BUILD_VERSION_META}" content="${version}">${html.slice(end)}`;
}

/** Writes the version into every page under `clientDir` and into its version file; returns it. */
export async function stampBuildVersion(clientDir: string): Promise<string> {
  const files = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const assetsDir = path.join(clientDir, "assets");
  const assets = files.filter((f) => f.isFile() && (f.parentPath === assetsDir || f.parentPath.startsWith(assetsDir + path.sep)));
  const version = buildVersionOf(assets.map((f) => path.relative(assetsDir, path.join(f.parentPath, f.name)).split(path.sep).join("/")));
  for (const page of files.filter((f) => f.isFile() && f.name.endsWith(".html"))) {
    const file = path.join(page.parentPath, page.name);
    await writeFile(file, withBuildVersion(await readFile(file, "utf8"), version));
  }
  const versionFile: BuildVersionFile = { version };
  await writeFile(path.join(clientDir, BUILD_VERSION_PATH.slice(1)), JSON.stringify(versionFile) + "\n");
  return version;
}
