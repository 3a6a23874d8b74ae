/**
 * A translated page's first visit against its English twin's (`/hi/games/snake` against
 * `/games/snake`): its HTML, gzip -9, with the catalog of texts it carries inline, and every script
 * it loads at once. Checked for every translated page of the build, one line per language naming
 * the page with the largest difference. The stylesheets are the same files in every language, so
 * they are left out of both sides. The aim is 3 KB (the home pages hold it, their own line; so do
 * 41 of Hindi's 48 pages since the lazy parts bring their own texts, decision 097); the budget
 * (docs/benchmarks.md) is what the build measured, so it can only fall. Over the aim: a page whose
 * own texts are long in the language (the likes tool's, the games hub's fourteen lines, the
 * about page), the watch page (every real-time game's texts and the challenge's), and a legal
 * page's prose, carried twice (rendered, and in the catalog hydration reads).
 */
import { DEFAULT_LOCALE, localeOfPath, TRANSLATED_LOCALES, unlocalizedPath } from "../../contracts/locales";
import { type Build, type BudgetLine, firstVisitScripts, KB } from "./budgets";

/** The script a translated page carries its catalog in (web/i18n/prerender.ts writes it). */
const INLINE_CATALOG = 'id="i18n-messages"';

/**
 * Every translated page that runs the app carries its catalog inline; one without it hydrates in
 * English (the page a visitor landed on swaps its words, and React reports a hydration error). A
 * page with no module script (the offline page) never hydrates and carries its words in its HTML.
 * One line per language.
 */
export function checkCatalogsCarried(pages: readonly BuiltPage[]): BudgetLine[] {
  return TRANSLATED_LOCALES.map((locale): BudgetLine => {
    const own = pages.filter((p) => localeOfPath(p.path) === locale && p.html.includes('type="module"'));
    const without = own.filter((p) => !p.html.includes(INLINE_CATALOG));
    return {
      check: "inline catalog",
      subject: `${locale}: ${own.length} pages`,
      ok: own.length > 0 && without.length === 0,
      note: without.length ? `without their catalog: ${without.map((p) => p.path).join(", ")}` : own.length ? "every page carries its catalog" : "no page",
    };
  });
}

/** What a translated page may add to its twin's first visit: measured up to 6.3 KB (the watch page, Hindi; 7.3 KB before decision 097). */
export const TRANSLATED_ROUTE_EXTRA_BUDGET_BYTES = 7 * KB;
/** The legal pages' prose is rendered and carried in the catalog: measured up to 11.0 KB (Hindi's privacy policy). */
export const TRANSLATED_PROSE_EXTRA_BUDGET_BYTES = 12 * KB;
const PROSE_PAGES = new Set(["/privacy-policy", "/terms-conditions", "/disclaimer"]);

/** The budget of a page's difference from its twin, by the twin's path. */
export function extraBudget(twin: string): number {
  return PROSE_PAGES.has(twin) ? TRANSLATED_PROSE_EXTRA_BUDGET_BYTES : TRANSLATED_ROUTE_EXTRA_BUDGET_BYTES;
}

export type BuiltPage = { path: string; html: string };

/** `/hi/games/snake/index.html` -> `/hi/games/snake`, `/index.html` -> `/`; other files (`/404.html`) are no route. */
export function pagePath(file: string): string | undefined {
  if (file === "/index.html") return "/";
  return /^(\/.+)\/index\.html$/.exec(file)?.[1];
}

/** What a first visit to the page downloads that differs by language: its HTML and its scripts, gzip -9. */
export function firstVisitBytes(html: string, build: Build, gzipText: (text: string) => number): number {
  return gzipText(html) + [...firstVisitScripts(html, build)].reduce((sum, f) => sum + build.gzipSize(f), 0);
}

export function checkTranslatedRoutes(
  pages: readonly BuiltPage[],
  build: Build,
  gzipText: (text: string) => number,
  budgetOf: (twin: string) => number = extraBudget,
): BudgetLine[] {
  const byPath = new Map(pages.map((p) => [p.path, p.html]));
  const bytes = new Map<string, number>();
  const visit = (path: string) => {
    let n = bytes.get(path);
    if (n === undefined) bytes.set(path, (n = firstVisitBytes(byPath.get(path)!, build, gzipText)));
    return n;
  };
  return TRANSLATED_LOCALES.map((locale): BudgetLine => {
    const compared = pages
      .filter((p) => localeOfPath(p.path) === locale && localeOfPath(unlocalizedPath(p.path)) === DEFAULT_LOCALE && byPath.has(unlocalizedPath(p.path)))
      .map((p) => ({ path: p.path, twin: unlocalizedPath(p.path), over: visit(p.path) - visit(unlocalizedPath(p.path)) }))
      .sort((a, b) => b.over - a.over);
    const worst = compared[0];
    if (!worst) return { check: "translated route", subject: `${locale}: no translated page with an English twin`, ok: false };
    const broken = compared.filter((c) => c.over > budgetOf(c.twin));
    const within3Kb = compared.filter((c) => c.over <= 3 * KB).length;
    return {
      check: "translated route",
      subject: `${worst.path} vs ${worst.twin} (largest of ${compared.length} ${locale} pages)`,
      bytes: visit(worst.path),
      budget: visit(worst.twin) + budgetOf(worst.twin),
      ok: broken.length === 0,
      note: broken.length
        ? `over their budget: ${broken.map((b) => `${b.path} +${(b.over / KB).toFixed(1)} KB`).join(", ")}`
        : `+${(worst.over / KB).toFixed(1)} KB; ${within3Kb} of ${compared.length} within 3 KB`,
    };
  });
}
