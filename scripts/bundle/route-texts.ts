/**
 * One catalog per route and language (docs/decisions/071-one-catalog-per-route.md).
 *
 * The browser build gathers, for every translated route, the texts its code shows at once (the
 * components its module imports statically, that the shell does not already carry) into one JSON
 * file per language, `texts/<version>/<locale>/<route>.json`. Every part loaded lazily, by the
 * shell (the extras, the chat window) or by a route (a tool's tab, a game's challenge panel), gets
 * one of its own under `parts/`, with the texts of everything it reaches, and its loader fetches it
 * beside its chunk (`withPartTexts`): a page carries only what it shows at once. A navigation
 * fetches the next route's catalog while its chunk loads (the root's client middleware,
 * web/i18n/route-texts.ts), and the prerender writes the page's catalog into the page, read from
 * the list written beside the build (`route-texts.json`: which components each route and part needs).
 *
 * A component's texts are found by their name: a module that passes a catalog file's name
 * (`"games-snake"`) as a call's first argument or a `name:` field declares those texts. A part's
 * loader names the part by its module's path under web/; the build fails on a lazy part with texts
 * that no loader names, and on a loader naming no part.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { TRANSLATED_LOCALES } from "../../contracts/locales.ts";
import { catalogFile, partTextsKey, routeTextsKey, ROUTE_TEXTS_LIST, type RouteTextsEntry, type RouteTextsList } from "../../contracts/route-texts.ts";

const MESSAGES_DIR = path.resolve("web/i18n/messages");

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/** The route table React Router's plugin resolved (its context on Vite's config). */
function routesOf(config: ResolvedConfig): { routes: Record<string, RouteEntry>; appDirectory: string } {
  const ctx = (config as unknown as { __reactRouterPluginContext?: { reactRouterConfig: { routes: Record<string, RouteEntry>; appDirectory: string } } })
    .__reactRouterPluginContext;
  if (!ctx) throw new Error("route-texts: React Router's Vite plugin must come before this one");
  return ctx.reactRouterConfig;
}

function catalogNames(): Set<string> {
  return new Set(readdirSync(path.join(MESSAGES_DIR, TRANSLATED_LOCALES[0] ?? "hi")).map((f) => f.replace(/\.json$/, "")));
}

/** Every file the texts' version depends on: the catalogs and the code that says which one a route needs. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function textsVersion(): string {
  const hash = createHash("sha256");
  for (const file of [...sourceFiles(path.resolve("web")), ...sourceFiles(path.resolve("games"))].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 10);
}

/** The full pattern of a route (`/:lang/games/snake`), as React Router gives it to middleware. */
function patternOf(routes: Record<string, RouteEntry>, id: string): string {
  const parts: string[] = [];
  for (let route: RouteEntry | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) if (route.path) parts.unshift(route.path);
  return "/" + parts.join("/");
}

/**
 * What is wrong between the lazy parts and the loaders that name them: a part with texts no
 * loader fetches (it would show English on a translated page), or a name no part has (a typo, or
 * a part no longer loaded lazily).
 */
export function partLoaderProblems(parts: Record<string, RouteTextsEntry>, named: ReadonlySet<string>): string[] {
  return [
    ...[...named].filter((module) => !parts[module]).map((module) => `a loader names the part "${module}", which no page loads lazily`),
    ...Object.entries(parts)
      .filter(([module, part]) => part.names.length > 0 && !named.has(module))
      .map(([module, part]) => `web/${module} is loaded lazily and shows texts (${part.names.join(", ")}): load it with withPartTexts("${module}", () => import(...))`),
  ];
}

export function routeTexts(): Plugin {
  const version = textsVersion();
  const names = catalogNames();
  const namesOf = new Map<string, Set<string>>();
  // A call's first argument (`defineMessages("games-snake", ...)`) or a `name:` field (a legal page's source).
  const literal = new RegExp(`(?:\\(\\s*|\\bname:\\s*)["'\`](${[...names].map((n) => n.replace(/[-]/g, "\\-")).join("|")})["'\`]`, "g");
  // A part's loader: `withPartTexts("features/tools/name-generator/name-generator", ...)` (web/i18n/route-texts.ts).
  const partLoader = /\bwithPartTexts\(\s*["'`]([^"'`]+)["'`]/g;
  const loadersOf = new Map<string, Set<string>>();
  let config: ResolvedConfig;

  return {
    name: "route-texts",
    enforce: "post",
    config: () => ({ define: { "import.meta.env.TEXTS_VERSION": JSON.stringify(version) } }),
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      if (id.startsWith("\0") || id.includes("/node_modules/")) return;
      const found = new Set([...code.matchAll(literal)].map((m) => m[1] as string));
      const file = id.split("?")[0] as string;
      if (found.size > 0) namesOf.set(file, new Set([...(namesOf.get(file) ?? []), ...found]));
      const loaded = [...code.matchAll(partLoader)].map((m) => m[1] as string);
      if (loaded.length > 0) loadersOf.set(file, new Set(loaded));
    },
    generateBundle() {
      if (config.build.ssr || config.command !== "build") return;
      const { routes, appDirectory } = routesOf(config);
      const ids = [...this.getModuleIds()];
      const variants = new Map<string, string[]>();
      for (const id of ids) {
        const file = id.split("?")[0] as string;
        variants.set(file, [...(variants.get(file) ?? []), id]);
      }
      const project = (id: string) => !id.startsWith("\0") && !id.includes("/node_modules/");

      /** The modules `file` reaches: by static imports, and by lazy ones too when `lazily`. */
      const reach = (start: string[], lazily: boolean, stopAt: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const queue = start.flatMap((f) => variants.get(f) ?? []);
        while (queue.length > 0) {
          const id = queue.pop() as string;
          const file = id.split("?")[0] as string;
          if (seen.has(id) || !project(id) || stopAt.has(file)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          queue.push(...info.importedIds, ...(lazily ? info.dynamicallyImportedIds : []));
        }
        return new Set([...seen].map((id) => id.split("?")[0] as string));
      };
      const textsIn = (files: Iterable<string>) => {
        const out = new Set<string>();
        for (const file of files) for (const name of namesOf.get(file) ?? []) out.add(name);
        return out;
      };
      const fileOf = (id: string) => path.resolve(appDirectory, (routes[id] as RouteEntry).file);

      // The shell: the root and the translated pages' layout, as a first page loads them.
      const layoutId = Object.values(routes).find((r) => r.path === ":lang")?.id;
      if (!layoutId) throw new Error("route-texts: no :lang layout route");
      const shellFiles = reach([fileOf("root"), fileOf(layoutId)], false);
      const shell = textsIn(shellFiles);
      const minusShell = (set: Set<string>) => [...set].filter((n) => !shell.has(n)).sort();

      const list: RouteTextsList = { version, root: [...shell].sort(), routes: {}, parts: {} };
      /** The project modules the files load lazily, beyond the shell: the parts. */
      const lazyParts = new Set<string>();
      const addLazyParts = (files: Set<string>) => {
        for (const file of files) {
          for (const id of variants.get(file) ?? []) {
            for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
              const targetFile = target.split("?")[0] as string;
              if (project(target) && !shellFiles.has(targetFile) && !files.has(targetFile)) lazyParts.add(targetFile);
            }
          }
        }
      };
      addLazyParts(shellFiles);
      for (const route of Object.values(routes)) {
        if (route.parentId !== layoutId) continue;
        const key = routeTextsKey(patternOf(routes, route.id));
        const atOnce = reach([fileOf(route.id)], false, shellFiles);
        list.routes[route.id] = { key, names: minusShell(textsIn(atOnce)) };
        addLazyParts(atOnce);
      }
      // Each part: what it reaches beyond the shell, the parts it loads in turn included. Every one
      // gets a file, even with no texts of its own, so a loader naming it finds one.
      for (const file of [...lazyParts].sort()) {
        list.parts[path.relative(appDirectory, file).replace(/\.tsx?$/, "")] = { key: "", names: minusShell(textsIn(reach([file], true, shellFiles))) };
      }
      for (const [module, part] of Object.entries(list.parts)) part.key = partTextsKey(module);
      const problems = partLoaderProblems(list.parts, new Set([...loadersOf.values()].flatMap((set) => [...set])));
      if (problems.length > 0) this.error(`route-texts: ${problems.join("; ")}`);

      for (const locale of TRANSLATED_LOCALES) {
        const read = (name: string) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, `${name}.json`), "utf8")) as unknown;
        for (const entry of [...Object.values(list.routes), ...Object.values(list.parts)]) {
          const catalog = Object.fromEntries(entry.names.map((name) => [name, read(name)]));
          this.emitFile({ type: "asset", fileName: catalogFile(version, locale, entry.key).slice(1), source: JSON.stringify(catalog) });
        }
      }
      // Beside the build, not served: the prerender reads it (web/i18n/prerender.ts).
      const outDir = path.resolve(config.root, config.build.outDir);
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(path.dirname(outDir), ROUTE_TEXTS_LIST), JSON.stringify(list, null, 1) + "\n");
    },
  };
}
