import { describe, expect, it } from "vitest";
import type { Build } from "./budgets";
import { checkCatalogsCarried, checkTranslatedRoutes, extraBudget, firstVisitBytes, pagePath } from "./translated-routes";

const build: Build = {
  read: (f) => (f === "/assets/entry.js" ? 'import"./runtime.js";' : ""),
  gzipSize: (f) => ({ "/assets/entry.js": 30_000, "/assets/runtime.js": 40_000 })[f] ?? 0,
};
const SCRIPTS = '<link rel="modulepreload" href="/assets/entry.js"/>';
// A stand-in for gzip: the text's length, so a page's size is what the test writes.
const gzipText = (text: string) => text.length;
const page = (path: string, extraText = 0) => ({ path, html: SCRIPTS + "x".repeat(extraText) });

describe("a translated route's first visit against its English twin's", () => {
  it("reads a page's route from its file", () => {
    expect(["/index.html", "/hi/index.html", "/hi/games/snake/index.html", "/404.html"].map(pagePath)).toEqual(["/", "/hi", "/hi/games/snake", undefined]);
  });

  it("counts the HTML, inline catalog included, and every script the page loads at once", () => {
    expect(firstVisitBytes(SCRIPTS + "x".repeat(100), build, gzipText)).toBe(SCRIPTS.length + 100 + 70_000);
  });

  const threeKb = () => 3 * 1024;

  it("gives a legal page's prose 12 KB over its twin and every other page 7 KB", () => {
    expect([extraBudget("/privacy-policy"), extraBudget("/disclaimer"), extraBudget("/games/snake"), extraBudget("/")]).toEqual([12 * 1024, 12 * 1024, 7 * 1024, 7 * 1024]);
  });

  it("holds each language to the budget over the twin, naming its largest difference", () => {
    const pages = [page("/"), page("/games/snake"), page("/hi", 10), page("/hi/games/snake", 3 * 1024), page("/pt-br"), page("/id"), page("/ar", 5)];
    const lines = checkTranslatedRoutes(pages, build, gzipText, threeKb);
    expect(lines.map((l) => [l.subject, l.ok])).toEqual([
      ["/hi/games/snake vs /games/snake (largest of 2 hi pages)", true],
      ["/pt-br vs / (largest of 1 pt-BR pages)", true],
      ["/id vs / (largest of 1 id pages)", true],
      ["/ar vs / (largest of 1 ar pages)", true],
    ]);
    expect(lines[0]!.bytes! - lines[0]!.budget!).toBe(0);
  });

  it("fails one byte past the budget, naming every page over it", () => {
    const pages = [page("/"), page("/ff-bots/likes"), page("/ar", 3 * 1024 + 1), page("/ar/ff-bots/likes", 4 * 1024), page("/hi"), page("/pt-br"), page("/id")];
    const [, , , ar] = checkTranslatedRoutes(pages, build, gzipText, threeKb);
    expect(ar).toMatchObject({ ok: false, note: "over their budget: /ar/ff-bots/likes +4.0 KB, /ar +3.0 KB" });
  });

  it("says how many pages hold the 3 KB aim", () => {
    const pages = [page("/"), page("/games"), page("/hi", 100), page("/hi/games", 5 * 1024), page("/pt-br"), page("/id"), page("/ar")];
    expect(checkTranslatedRoutes(pages, build, gzipText)[0]).toMatchObject({ ok: true, note: "+5.0 KB; 1 of 2 within 3 KB" });
  });

  it("fails a language with no translated page to compare", () => {
    expect(checkTranslatedRoutes([page("/"), page("/hi")], build, gzipText).map((l) => l.ok)).toEqual([true, false, false, false]);
  });
});

describe("every translated page carries its catalog", () => {
  const APP = '<script type="module">import "/assets/entry.js";</script>';
  const carried = (path: string) => ({ path, html: `<head><script type="application/json" id="i18n-messages" data-route="x">{}</script></head>${APP}` });
  const bare = (path: string) => ({ path, html: `<head></head>${APP}` });
  const staticPage = (path: string) => ({ path, html: "<head></head><p>offline</p>" });

  it("passes a language whose every page carries it, and names the pages that do not", () => {
    const lines = checkCatalogsCarried([bare("/"), carried("/hi"), bare("/hi/games/connect4"), staticPage("/hi/offline"), carried("/pt-br"), carried("/id"), carried("/ar")]);
    expect(lines.map((l) => l.ok)).toEqual([false, true, true, true]);
    expect(lines[0]!.note).toBe("without their catalog: /hi/games/connect4");
  });

  it("fails a language with no page at all", () => {
    expect(checkCatalogsCarried([carried("/hi"), carried("/pt-br"), carried("/id")]).map((l) => l.ok)).toEqual([true, true, true, false]);
  });
});
