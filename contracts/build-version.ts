/**
 * Which build a page belongs to, shared by the build, the server and the page
 * (web/shell/newer-build.ts, docs/decisions/054). The version is a hash of the build's hashed file
 * names under /assets/, so two builds of the same code have the same version, and any change to
 * the code gives a new one. The build writes it into every page's <head> and into one small file
 * that the server serves uncached: an open page compares the two after an upgrade.
 */

/** The file that names the build the server serves now: `{ "version": "<16 hex digits>" }`. */
export const BUILD_VERSION_PATH = "/build-version.json";
/** The name of the <meta> in each page's <head> whose content is the build it belongs to. */
export const BUILD_VERSION_META = "build-version";

export type BuildVersionFile = { version: string };
