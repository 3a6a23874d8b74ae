/**
 * A page opened before an upgrade keeps running its own build's code: its chunks are still served
 * (carried into the new build), but a navigation inside it reads the new server's data
 * (`/blog/<slug>.data`), whose shape the old chunk may not know, and rendering it can fail. When
 * that happens the root error boundary asks whether the server now serves another build for this
 * address and, if so, loads the address afresh: a full navigation into the new build instead of
 * an error screen (docs/decisions/054). A failure on the page's own build is shown as before, so
 * this never reloads in a loop.
 */

/** The build this page runs: its React Router manifest's version (the hash in its file name). */
export function pageBuildVersion(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest?.version as string | undefined;
}

/** The manifest version a page's HTML names, or undefined when it names none. */
export function manifestVersionOf(html: string): string | undefined {
  return /\/assets\/manifest-([\w-]+)\.js/.exec(html)?.[1];
}

/** Whether the server serves `url` from another build than `version` (the page's own). */
export async function servesNewerBuild(url: string, version: string | undefined = pageBuildVersion(), get: typeof fetch = fetch): Promise<boolean> {
  if (!version) return false;
  try {
    // no-store: the browser's cache (or the service worker's) may hold this build's copy.
    const res = await get(url, { cache: "no-store", headers: { accept: "text/html" } });
    // A post removed since (404) still has a page, of the build that serves it.
    if (!res.ok && res.status !== 404) return false;
    const served = manifestVersionOf(await res.text());
    return served !== undefined && served !== version;
  } catch {
    return false; // offline, or the server is down: the error screen says what it can
  }
}
