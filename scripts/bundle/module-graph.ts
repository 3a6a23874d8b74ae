/**
 * The import graph of the built client, read from the chunks' text (bytes, no browser): static
 * imports load with their importer, dynamic `import()` targets load later, on demand.
 */
import path from "node:path/posix";

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`]([^"'`\n]+)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\n]+)["'`]\s*\)/g;

/** Resolves an import specifier found in `from` ("/assets/x.js") to a site path; bare specifiers are left out. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("/")) return specifier;
  if (!specifier.startsWith(".")) return undefined;
  return path.join(path.dirname(from), specifier);
}

function matches(code: string, pattern: RegExp, from: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(pattern)) {
    const resolved = resolveImport(from, m[1]!);
    if (resolved?.endsWith(".js")) found.add(resolved);
  }
  return [...found];
}

export function staticImports(code: string, from: string): string[] {
  return matches(code, STATIC_IMPORT, from);
}

export function dynamicImports(code: string, from: string): string[] {
  return matches(code, DYNAMIC_IMPORT, from);
}

/** Every file the entries load at once: themselves and, transitively, their static imports. */
export function staticClosure(entries: Iterable<string>, readCode: (asset: string) => string): Set<string> {
  return closure(entries, (file) => staticImports(readCode(file), file));
}

/**
 * Everything the entries can ever load: static and dynamic imports, transitively. Files in
 * `loaded` (already on the page) are not walked into: what they load later on demand is theirs,
 * not the entries' (the shell's lazily loaded toaster is not a tool's cost because the tool
 * calls the shell's toast()).
 */
export function fullClosure(entries: Iterable<string>, readCode: (asset: string) => string, loaded: ReadonlySet<string> = new Set()): Set<string> {
  return closure(entries, (file) => {
    if (loaded.has(file)) return [];
    const code = readCode(file);
    return [...staticImports(code, file), ...dynamicImports(code, file)];
  });
}

function closure(entries: Iterable<string>, next: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...next(file));
  }
  return seen;
}

/** What a page's HTML loads at once: modulepreload, script src and the imports of inline module scripts. */
export function htmlScripts(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // An inline module's `import()` runs as the page loads (React Router starts the app that way).
    for (const file of [...staticImports(m[1]!, "/index.html"), ...dynamicImports(m[1]!, "/index.html")]) found.add(file);
  }
  return found;
}

/**
 * Stylesheets a page links (render-blocking, so all of them count for the first visit). React Router
 * appends "#" to a stylesheet that lazy chunks may also load; the browser fetches it without that.
 */
export function htmlStylesheets(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) found.add(m[1]!.replace(/#.*$/, ""));
  return found;
}
