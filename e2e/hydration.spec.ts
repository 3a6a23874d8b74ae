import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * Preact hydrates pages React Router prerendered with Preact's string renderer
 * (docs/decisions/012-preact-for-the-first-visit-budget.md). Hydration must adopt the prerendered
 * DOM: one <html>, <head> and <body>, and the page's main content with the same elements and
 * text before and after, lazily loaded tools included.
 */
// Not /ff-bots/likes: it asks the API for the provider's status after hydration and then shows
// the Demo badge and notice, a real change of content.
const PAGES = ["/", "/about", "/blog", "/blog/browser-games-strategy-guide", "/tools", "/utility-tools", "/games"];

type Shape = { tags: string; text: string };

/** The main content's element names in document order and its text, from the live DOM or an HTML string. */
async function mainShape(page: Page, html?: string): Promise<Shape> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, "text/html");
    const main = doc.querySelector("main");
    if (!main) throw new Error("no <main>");
    const tags = [...main.querySelectorAll("*")].map((el) => el.localName).join(" ");
    return { tags, text: (main.textContent ?? "").replace(/\s+/g, " ").trim() };
  }, html);
}

for (const path of PAGES) {
  test(`${path} hydrates in place: nothing doubled, nothing lost`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(path);
    await hydrated(page);

    const counts = await page.evaluate(() => ({
      html: document.querySelectorAll("html").length,
      head: document.querySelectorAll("head").length,
      body: document.querySelectorAll("body").length,
      main: document.querySelectorAll("main").length,
      rootChildren: [...document.documentElement.children].map((el) => el.localName).join(","),
    }));
    expect(counts).toEqual({ html: 1, head: 1, body: 1, main: 1, rootChildren: "head,body" });
    expect(await mainShape(page)).toEqual(await mainShape(page, html));
    expect(errors).toEqual([]);
  });
}
