import { unlocalizedPath } from "../contracts/locales";
import { OFFLINE_PATH } from "../contracts/pwa";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { prerenderedPaths } from "./site-pages";

/**
 * Every Arabic page reads right to left wherever Arabic text flows: no element holding Arabic
 * text of its own computes `direction: ltr`. A Radix primitive given no direction sets dir="ltr"
 * on its element (the tools' tab panels did, so /ar/tools was laid out left to right and the name
 * generator's sentence, Arabic around "Unicode", read in scrambled word order); left-to-right
 * islands the page means (a game's board, a code, a Latin name with dir="auto") hold no Arabic
 * text on screen and pass; a canvas's text alternative and a screen reader's hidden label do not
 * flow on screen and are not read. One load and one evaluation per page, after the shell's late
 * parts have rendered.
 */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

for (const path of prerenderedPaths(["ar"])) {
  test(`${path} flows right to left wherever it holds Arabic text`, async ({ page }) => {
    await page.goto(path);
    // The offline page is static HTML the service worker serves: nothing hydrates there.
    if (unlocalizedPath(path) !== OFFLINE_PATH) {
      await hydrated(page);
      await shellExtrasLoaded(page);
    }
    const contradictions = await page.evaluate((arabic) => {
      const letters = new RegExp(arabic, "u");
      const found: string[] = [];
      if (getComputedStyle(document.documentElement).direction !== "rtl") return ["<html> is not right to left"];
      for (const element of document.body.querySelectorAll<HTMLElement>("*:not(script, style, template, canvas, svg *)")) {
        if (getComputedStyle(element).direction !== "ltr") continue;
        // Text that flows on screen: not a screen reader's alone (a 1 px box) nor hidden.
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
        const own = [...element.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join("");
        const placeholder = element.getAttribute("placeholder") ?? "";
        if (letters.test(own) || letters.test(placeholder)) {
          const where = element.closest("[dir]");
          found.push(
            `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(own || placeholder).trim().slice(0, 60)}" (left to right from ${where ? `<${where.tagName.toLowerCase()} dir="${where.getAttribute("dir")}">` : "its CSS"})`,
          );
        }
      }
      return found;
    }, ARABIC.source);
    expect(contradictions).toEqual([]);
  });
}
