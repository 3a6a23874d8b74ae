import type { Page } from "@playwright/test";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";

/**
 * Decision 047, "nothing floats over play": the greeting box, the scroll-to-top button and the chat
 * button never sit on a page's controls, and a toast waits while a round runs.
 */

/** The floating things of the shell, and every control of the page under any of them. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = ["greeting-box", "scroll-to-top", "chat-button"]
      .map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`))
      .filter((el): el is HTMLElement => {
        if (!el) return false;
        const style = getComputedStyle(el);
        return style.visibility === "visible" && Number(style.opacity) > 0 && el.getBoundingClientRect().width > 0;
      });
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main summary, footer a[href]");
    // What scrolls under the sticky header is hidden by the header itself: only the part below counts.
    const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      const c = { left: r.left, right: r.right, top: Math.max(r.top, headerBottom), bottom: r.bottom };
      if (r.width === 0 || c.bottom <= c.top || c.top > innerHeight) continue;
      for (const el of floating) {
        const f = el.getBoundingClientRect();
        const overlap = Math.min(c.right, f.right) - Math.max(c.left, f.left) > 0.5 && Math.min(c.bottom, f.bottom) - Math.max(c.top, f.top) > 0.5;
        if (overlap) found.push(`${el.dataset.testid} over "${control.textContent?.trim() || control.getAttribute("aria-label")}"`);
      }
    }
    return found;
  });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });

    for (const path of ["/", "/games", "/tools", "/blog", "/about"]) {
      test(`${path}: no floating thing sits on a control, from the top of the page to its end`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await shellExtrasLoaded(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(viewport.height * 0.6)) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // keep-clear.ts checks at most every 100 ms after a scroll.
          await expect.poll(() => coveredControls(page), { message: `${path} scrolled to ${y}`, timeout: 2000 }).toEqual([]);
        }
      });
    }
  });
}

/** The controls of the page whose box meets the greeting box's (its own close button aside). */
function controlsUnderGreeting(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const greeting = document.querySelector("[data-testid=greeting-box]")!;
    const g = greeting.getBoundingClientRect();
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])")) {
      if (greeting.contains(control)) continue;
      const c = control.getBoundingClientRect();
      if (c.width === 0 || c.height === 0) continue;
      if (Math.min(c.right, g.right) - Math.max(c.left, g.left) > 0.5 && Math.min(c.bottom, g.bottom) - Math.max(c.top, g.top) > 0.5) {
        found.push(control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName);
      }
    }
    // Nothing lies over the greeting either: its centre is its own.
    const hit = document.elementFromPoint(g.x + g.width / 2, g.y + g.height / 2);
    if (!hit || !greeting.contains(hit)) found.push(`covered by ${hit?.tagName ?? "nothing"}`);
    return found;
  });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the greeting box at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });

    test("is seen in the first screen of /, and of every other page it greets on, over no control and under none", async ({ page }) => {
      for (const path of ["/", "/games", "/tools", "/blog", "/about"]) {
        await page.goto(path);
        await hydrated(page);
        await shellExtrasLoaded(page);
        const greeting = page.getByTestId("greeting-box");
        await expect(greeting, path).toBeVisible();
        await expect(greeting, path).toBeInViewport({ ratio: 1 });
        expect(await controlsUnderGreeting(page), path).toEqual([]);
      }
    });

    test("its place is kept from the first paint: the page below does not move when it arrives, and closing it gives the room back", async ({ page }) => {
      await page.goto("/");
      const main = page.locator("main");
      const before = (await main.boundingBox())!.y;
      await hydrated(page);
      await shellExtrasLoaded(page);
      await expect(page.getByTestId("greeting-box")).toBeVisible();
      expect((await main.boundingBox())!.y).toBe(before);
      await page.getByRole("button", { name: "Close greeting" }).click();
      await expect(page.getByTestId("greeting-box")).toHaveCount(0);
      expect((await main.boundingBox())!.y).toBeLessThan(before);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("a toast raised during a round waits until play stops, then comes down from the top, clear of the controls", async ({ page }) => {
    await openWithPausedClock(page, "/games/snake?seed=2");
    await page.getByRole("button", { name: "Start" }).tap();
    await expect(page.locator("body[data-game-running]")).toHaveCount(1);
    // The theme button stays in the header during play; its toast is the shell's.
    await page.getByTestId("theme-toggle").tap();
    await page.clock.runFor(300);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await page.getByRole("button", { name: "Pause" }).tap();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    const t = (await toast.boundingBox())!;
    for (const control of await page.locator("[data-game-controls] button").all()) {
      const c = (await control.boundingBox())!;
      const overlap = Math.min(c.x + c.width, t.x + t.width) > Math.max(c.x, t.x) && Math.min(c.y + c.height, t.y + t.height) > Math.max(c.y, t.y);
      expect(overlap, `toast ${JSON.stringify(t)} over ${await control.textContent()}`).toBe(false);
    }
    expect(t.y).toBeLessThan(100);
  });
});
