/**
 * One "shell" chunk for everything every page loads. Left to itself the bundler gives each small
 * module that several routes share its own file (each lucide icon, the site config, helpers): the
 * first visit to / fetched 24 scripts, 17 of them under 1 KB. On a slow mobile connection every
 * file is a request (HTTP/1.1 spreads them over 6 connections, a round trip each), and Lighthouse's
 * mobile simulation counts every preloaded script before the first paint. The bytes are the same;
 * the number of round trips is what this saves.
 *
 * A module joins the shell when the root route or the client entry imports it statically (directly
 * or through other modules): those load on every page anyway, so merging them moves no byte onto a
 * page that did not already load it. Modules reached only through a lazy import() or only by
 * other routes keep the bundler's own splitting (games and tools stay separate chunks).
 *
 * A package's re-export barrel (lucide-react's index names every icon) does not count as an
 * importer: the shell importing one icon through it would otherwise pull every icon any route
 * uses into the first visit (24 KB before this rule). The bundler resolves a re-export to the
 * module itself, so an icon the shell really uses is reached through its real importer's chunk.
 */
type ModuleInfo = { importers: readonly string[]; isEntry: boolean; code?: string | null };
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** The modules whose static imports load on every page. */
const SHELL_ROOTS = [/[\\/]web[\\/]root\.tsx$/, /[\\/]web[\\/]entry\.client\.tsx$/];

export const SHELL_CHUNK_NAME = "shell";

/** A dependency's module made only of imports and `export ... from` lines (comments aside). */
export function isReexportBarrel(id: string, code: string | null | undefined): boolean {
  if (!/[\\/]node_modules[\\/]/.test(id) || !code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .split(/;?\s*\n/)
    .map((line) => line.trim())
    .filter((line) => line && line !== '"use strict"' && line !== "'use strict'");
  return statements.length > 0 && statements.every((line) => /^(import \* as \w+ from |export \{ \w+ as \w+ \};?$|export (\*|\{[^}]*\}) from )/.test(line));
}

export function shellChunkNamer() {
  const memo = new Map<string, boolean>();
  const inShell = (id: string, getModuleInfo: GetModuleInfo, visiting: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (SHELL_ROOTS.some((r) => r.test(id))) return true;
    if (visiting.has(id)) return false; // an import cycle: decided by another path
    visiting.add(id);
    const info = getModuleInfo(id);
    const realImporter = (importer: string) => {
      const importerInfo = getModuleInfo(importer);
      return !isReexportBarrel(importer, importerInfo?.code);
    };
    const result = !!info && info.importers.filter(realImporter).some((importer) => inShell(importer, getModuleInfo, visiting));
    visiting.delete(id);
    memo.set(id, result);
    return result;
  };
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    const getModuleInfo: GetModuleInfo = (m) => ctx.getModuleInfo(m); // a method: keep its `this`
    const info = getModuleInfo(id);
    // Entry modules (the client entry, each route module) stay their own chunks.
    if (!info || info.isEntry) return null;
    return inShell(id, getModuleInfo, new Set()) ? SHELL_CHUNK_NAME : null;
  };
}
