/**
 * A page opened before an upgrade keeps running its own build's code: its chunks are still served
 * (carried into the new build), but a navigation inside it reads the new server's data
 * (`/blog/<slug>.data`), whose shape the old chunk may not know, and rendering it can fail. When
 * that happens the root error boundary asks whether the server now serves another build and, if
 * so, loads the address afresh: a full navigation into the new build instead of an error screen
 * (docs/decisions/054). A failure on the page's own build is shown as before, so this never
 * reloads in a loop. Both versions are the build's own stamp (contracts/build-version.ts).
 */
import { BUILD_VERSION_META, BUILD_VERSION_PATH, type BuildVersionFile } from "../../contracts/build-version";

/** The build this page belongs to, as its HTML's <meta> says; undefined outside a built page (`npm run dev`, the prerender). */
export function pageBuildVersion(doc: Document | undefined = typeof document === "undefined" ? undefined : document): string | undefined {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content || undefined;
}

// Read once, when the page's code first runs: what it later shows cannot change it.
const PAGE_BUILD_VERSION = pageBuildVersion();

/** The version a build-version file names, or undefined when the text is not one. */
export function servedVersionOf(text: string): string | undefined {
  try {
    const version = (JSON.parse(text) as Partial<BuildVersionFile> | null)?.version;
    return typeof version === "string" && version !== "" ? version : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server now serves another build than `version` (the page's own). */
export async function servesNewerBuild(version: string | undefined = PAGE_BUILD_VERSION, get: typeof fetch = fetch): Promise<boolean> {
  if (!version) return false;
  try {
    // no-store: the browser's cache may hold the answer from when this page was opened.
    const res = await get(BUILD_VERSION_PATH, { cache: "no-store" });
    if (!res.ok) return false; // a server from before the stamp, or one that fails: no reload
    const served = servedVersionOf(await res.text());
    return served !== undefined && served !== version;
  } catch {
    return false; // offline, or the server is down: the error screen says what it can
  }
}
