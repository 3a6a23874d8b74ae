/**
 * The byte budgets (docs/benchmarks.md) for the JavaScript, CSS and fonts of the build, as pure functions over
 * the build's files (paths like "/assets/x.js" and their gzip sizes), so each can be tested with
 * a synthetic build that breaks it.
 */
import { dynamicImports, fullClosure, htmlScripts, htmlStylesheets, staticClosure } from "./module-graph";

export const KB = 1024;
/**
 * 120 KB until the site spoke five languages (decision 048: the i18n library, a second set of
 * routes, the shell's texts as messages); 130 KB then, 131 KB since decision 049 (an unknown
 * address's head, steady texts); 132 KB since the root's error boundary asks whether a newer
 * build serves the page (an open page survives an upgrade): the shell grew 249 bytes gzip, the
 * translated home pages measured 131.2 KB and the English one 130.9 KB then.
 */
export const FIRST_VISIT_JS_BUDGET_BYTES = 132 * KB;
export const LAZY_CHUNK_BUDGET_BYTES = 15 * KB;
export const FIRST_VISIT_CSS_BUDGET_BYTES = 30 * KB;
/** A Latin subset of one face in woff2 is 15-40 KB; a full font is several times that. */
export const FONT_SUBSET_MAX_BYTES = 60 * KB;

export type Build = {
  /** The text of a built file by site path ("/assets/x.js"). */
  read: (file: string) => string;
  /** Its gzip -9 size in bytes. */
  gzipSize: (file: string) => number;
};

export type BudgetLine = { check: string; subject: string; bytes?: number; budget?: number; ok: boolean; note?: string };

const sum = (files: Iterable<string>, build: Build) => [...files].reduce((total, f) => total + build.gzipSize(f), 0);

/** Every script a visit to the page loads before its first interaction. */
export function firstVisitScripts(html: string, build: Build): Set<string> {
  return staticClosure(htmlScripts(html), build.read);
}

export function checkFirstVisitJs(page: string, html: string, build: Build, budget = FIRST_VISIT_JS_BUDGET_BYTES): BudgetLine {
  const files = firstVisitScripts(html, build);
  const bytes = sum(files, build);
  return { check: "first-visit JS", subject: `${page} (${files.size} files)`, bytes, budget, ok: files.size > 0 && bytes <= budget };
}

export function checkFirstVisitCss(page: string, html: string, build: Build, budget = FIRST_VISIT_CSS_BUDGET_BYTES): BudgetLine {
  const files = htmlStylesheets(html);
  const bytes = sum(files, build);
  return { check: "first-visit CSS", subject: `${page} (${files.size} files)`, bytes, budget, ok: bytes <= budget };
}

/**
 * The tools a page loads on demand (`lazy(() => import(...))` in its own chunks, not the ones
 * every page shares): each target with everything it imports, at once or later on demand, that
 * the page's first load does not already hold, so a library only one tool uses (qrcode, loaded
 * when the first code is drawn) counts toward that tool. The other tools of the page are left
 * out of a tool's count even when it could import them.
 */
export function checkLazyChunks(page: string, html: string, sharedFirstVisit: ReadonlySet<string>, build: Build, budget = LAZY_CHUNK_BUDGET_BYTES): BudgetLine[] {
  const loaded = firstVisitScripts(html, build);
  const own = [...loaded].filter((f) => !sharedFirstVisit.has(f));
  const targets = new Set(own.flatMap((f) => dynamicImports(build.read(f), f)).filter((f) => !loaded.has(f)));
  if (targets.size === 0) return [{ check: "lazy tool chunk", subject: `${page}: none found`, ok: false, note: "expected lazily loaded tools" }];
  return [...targets].sort().map((target) => {
    const files = [...fullClosure([target], build.read, loaded)].filter((f) => f === target || (!loaded.has(f) && !targets.has(f)));
    const bytes = sum(files, build);
    return { check: "lazy tool chunk", subject: `${page} ${chunkName(target)} (${files.length} files)`, bytes, budget, ok: bytes <= budget };
  });
}

/** "/assets/qr-code-generator-BclgZ0HF.js" -> "qr-code-generator". */
export function chunkName(file: string): string {
  return file
    .replace(/^.*\//, "")
    .replace(/-[\w-]{8}\.js$/, "")
    .replace(/\.js$/, "");
}

/** Fonts must be subset woff2 files the home page preloads; none (system fonts) passes. */
export function checkFonts(fontFiles: { file: string; bytes: number }[], homeHtml: string): BudgetLine[] {
  if (fontFiles.length === 0) return [{ check: "fonts", subject: "none: system fonts", ok: true }];
  const preloaded = new Set([...homeHtml.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].filter((m) => /as="font"/.test(m[0])).map((m) => /href="([^"]+)"/.exec(m[0])?.[1]));
  return fontFiles.map(({ file, bytes }) => {
    const problems = [
      !file.endsWith(".woff2") && "not woff2",
      bytes > FONT_SUBSET_MAX_BYTES && `over ${FONT_SUBSET_MAX_BYTES / KB} KB, not a subset`,
      !preloaded.has(file) && "not preloaded by /",
    ].filter(Boolean);
    return { check: "fonts", subject: file, bytes, ok: problems.length === 0, note: problems.join(", ") || undefined };
  });
}

/** A translated page may load at most this much more than the English one (decision 048). */
export const TRANSLATED_PAGE_EXTRA_BUDGET_BYTES = 3 * KB;

/** The translations a translated page carries inline (web/i18n/prerender.ts), gzip -9 bytes. */
export function inlineMessagesBytes(html: string, gzipSize: (text: string) => number): number {
  const json = /<script type="application\/json" id="i18n-messages"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? gzipSize(json) : 0;
}

/**
 * A translated page's first visit against the English one's: its scripts plus the translations
 * it carries, at most 3 KB gzip over English's scripts. The scripts are the same files in every
 * language; the translations are what a language adds.
 */
export function checkTranslatedPage(page: string, html: string, englishHtml: string, build: Build, gzipText: (text: string) => number): BudgetLine {
  const english = sum(firstVisitScripts(englishHtml, build), build);
  const files = firstVisitScripts(html, build);
  const bytes = sum(files, build) + inlineMessagesBytes(html, gzipText);
  const budget = english + TRANSLATED_PAGE_EXTRA_BUDGET_BYTES;
  return { check: "translated page", subject: `${page} (${files.size} files + its translations)`, bytes, budget, ok: files.size > 0 && bytes <= budget };
}
