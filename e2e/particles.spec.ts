import type { Page } from "@playwright/test";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";

/**
 * The decorative particle dots paint behind all content (a background). A big
 * opaque magenta dot is put into the particle layer itself, over a heading and over a game's
 * board; of the pixels where that content paints (those not of the page's background colour in a
 * screenshot taken before), almost none may turn magenta.
 */
test.use({ reducedMotion: "no-preference" });

/**
 * Of the pixels where content paints in `before` (those not of the page's background colour),
 * how many are magenta in `after`. Counted in the browser, which decodes PNG.
 */
async function coveredContent(page: Page, before: Buffer, after: Buffer): Promise<{ content: number; covered: number; changed: number }> {
  return page.evaluate(
    async ([a, b]) => {
      // The page's own background (on <html>): what the dots may cover.
      const [r, g, bl] = (getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []).map(Number);
      const pixels = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext("2d");
        if (!ctx) throw new Error("no 2d context");
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const first = await pixels(a);
      const second = await pixels(b);
      const near = (v: number | undefined, w: number | undefined) => Math.abs((v ?? 0) - (w ?? 0)) <= 3;
      let content = 0;
      let covered = 0;
      let changed = 0;
      for (let i = 0; i < first.length; i += 4) {
        if (near(first[i], r) && near(first[i + 1], g) && near(first[i + 2], bl)) continue;
        content++;
        if ((second[i] ?? 0) > 240 && (second[i + 1] ?? 255) < 20 && (second[i + 2] ?? 0) > 240) covered++;
        if ([0, 1, 2].some((c) => Math.abs((second[i + c] ?? 0) - (first[i + c] ?? 0)) > 24)) changed++;
      }
      return { content, covered, changed };
    },
    [before.toString("base64"), after.toString("base64")] as const,
  );
}

for (const { path, selector } of [
  { path: "/about", selector: "main h1" },
  { path: "/games/tictactoe", selector: 'main [aria-label="Tic Tac Toe board"]' },
]) {
  test(`particle dots paint behind ${selector} on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event("pointerdown")));
    const layer = page.getByTestId("particles");
    await expect(layer).toHaveCount(1);
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    const before = await target.screenshot();
    await layer.evaluate((el, sel) => {
      const box = document.querySelector(sel)?.getBoundingClientRect();
      if (!box) throw new Error(`no ${sel}`);
      const dot = document.createElement("span");
      dot.className = "particle";
      Object.assign(dot.style, {
        left: `${box.x}px`,
        top: `${box.y}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        background: "rgb(255, 0, 255)",
        animation: "none",
        borderRadius: "0",
      });
      el.appendChild(dot);
    }, selector);
    const after = await target.screenshot();
    const { content, covered } = await coveredContent(page, before, after);
    expect(content).toBeGreaterThan(50);
    // Behind the content, magenta shows only where the content box is see-through to a background
    // other than <html>'s (measured 0-5%); painted above it, it covers nearly all of it (about 100%).
    expect(covered / content).toBeLessThan(0.2);
  });
}

// Boards drawn in a see-through colour showed the dots through them (seen in a 360x640 screenshot
// of 2048): their colour now lies over an opaque backing of the page's own background, so a dot
// behind a board changes none of its pixels.
for (const path of ["/games/2048", "/games/sliding", "/games/whack"]) {
  test(`particle dots do not show through the board on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event("pointerdown")));
    const layer = page.getByTestId("particles");
    await expect(layer).toHaveCount(1);
    const target = page.locator("main [data-game-board]").first();
    await target.scrollIntoViewIfNeeded();
    const before = await target.screenshot();
    await layer.evaluate((el) => {
      const box = document.querySelector("main [data-game-board]")?.getBoundingClientRect();
      if (!box) throw new Error("no board");
      const dot = document.createElement("span");
      dot.className = "particle";
      Object.assign(dot.style, {
        left: `${box.x}px`,
        top: `${box.y}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        background: "rgb(255, 0, 255)",
        animation: "none",
        borderRadius: "0",
      });
      el.appendChild(dot);
    });
    const after = await target.screenshot();
    const { content, changed } = await coveredContent(page, before, after);
    expect(content).toBeGreaterThan(1000);
    expect(changed / content).toBeLessThan(0.01);
  });
}

// A game draws every frame, and in each such frame Chromium computes every running animation's
// style on the main thread: on a game's screen the dots stand still, with no animation at all
// (particles.tsx, decision 052).
test("particle dots drift on the games hub and stand still on a game's screen", async ({ page }) => {
  await page.goto("/games");
  await shellExtrasLoaded(page);
  const dot = page.getByTestId("particles").locator(".particle").first();
  const motion = () => dot.evaluate((el) => ({ name: getComputedStyle(el).animationName, running: el.getAnimations().length }));
  await expect.poll(motion).toEqual({ name: "particle-drift", running: 1 });
  await page.locator('main a[href="/games/snake"]').first().click();
  await expect(page).toHaveURL(/\/games\/snake$/);
  await expect.poll(motion).toEqual({ name: "none", running: 0 });
  // Back on the hub they drift again.
  await page.goBack();
  await expect(page).toHaveURL(/\/games$/);
  await expect.poll(motion).toEqual({ name: "particle-drift", running: 1 });
});
