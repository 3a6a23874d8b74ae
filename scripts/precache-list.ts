/**
 * The service worker's precache list (pure; scripts/service-worker-build.ts feeds it the files).
 * Hashed assets: everything reachable from the entry and from every route module except the
 * excluded ones (the dashboard's chart library never reaches a visitor's phone). A chunk's
 * imports, static or lazy, are read from its own text, so lazily loaded games and tools come too.
 */
import { createHash } from "node:crypto";

export type RouterManifest = {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
};

export type PrecacheEntry = { url: string; revision: string | null };

/** React Router writes its route manifest as `window.__reactRouterManifest={...};`. */
export function parseRouterManifest(source: string): RouterManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (!source.startsWith("window.__reactRouterManifest=") || start < 0 || end < start) {
    throw new Error("precache: the React Router manifest has an unexpected shape");
  }
  const manifest = JSON.parse(source.slice(start, end + 1)) as RouterManifest;
  // React Router appends "#" to a stylesheet that lazy chunks may also load; the file has no "#".
  const files = (css?: string[]) => css?.map((href) => href.replace(/#.*$/, ""));
  manifest.entry.css = files(manifest.entry.css);
  for (const route of Object.values(manifest.routes)) route.css = files(route.css);
  return manifest;
}

/** The `/assets/...` files a JS chunk or stylesheet names: `./x-hash.js`, `assets/x-hash.js`. */
export function assetReferences(text: string): string[] {
  const refs = new Set<string>();
  for (const m of text.matchAll(/["'(](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css|woff2?|png|svg|webp))["')]/g)) {
    refs.add(`/assets/${m[1]}`);
  }
  return [...refs];
}

export function reachableAssets(manifest: RouterManifest, excludeRouteIds: readonly string[], referencesOf: (asset: string) => readonly string[]): string[] {
  const roots = [manifest.entry.module, ...(manifest.entry.imports ?? []), ...(manifest.entry.css ?? [])];
  for (const route of Object.values(manifest.routes)) {
    if (excludeRouteIds.includes(route.id)) continue;
    roots.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
  }
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const asset = stack.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    stack.push(...referencesOf(asset));
  }
  return [...seen].sort();
}

export function contentRevision(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** Hashed assets carry their version in their name; everything else gets a content revision. */
export function precacheEntries(hashedAssets: readonly string[], files: readonly { url: string; bytes: Buffer }[]): PrecacheEntry[] {
  return [...hashedAssets.map((url) => ({ url, revision: null })), ...files.map((f) => ({ url: f.url, revision: contentRevision(f.bytes) }))].sort((a, b) =>
    a.url.localeCompare(b.url),
  );
}
