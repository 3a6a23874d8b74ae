import { expect, hydrated, test } from "./fixtures";

/**
 * Decision 027: 2048 tiles slide and merge, Memory cards flip; with prefers-reduced-motion both happen
 * at once. Each check runs with and without the preference, so it cannot pass because nothing moves.
 */
for (const reducedMotion of ["reduce", "no-preference"] as const) {
  const reduced = reducedMotion === "reduce";

  test(`with ${reducedMotion}: 2048 tiles ${reduced ? "jump" : "slide"} to their cells and new tiles ${reduced ? "appear at once" : "grow in"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/games/2048?seed=5");
    await hydrated(page);
    const tile = page.locator(".tile-2048").first();
    const slide = await tile.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    if (reduced) expect(slide).toBeLessThan(0.001);
    else expect(slide).toBeCloseTo(0.1, 3);

    for (const direction of ["left", "right", "up", "down"]) {
      await page.getByRole("button", { name: `Move ${direction}` }).click();
      if ((await page.locator(".tile-new").count()) > 0) break;
    }
    const grow = await page
      .locator(".tile-new")
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { name: s.animationName, seconds: parseFloat(s.animationDuration) };
      });
    expect(grow.name).toBe("tile-new");
    if (reduced) expect(grow.seconds).toBeLessThan(0.001);
    else expect(grow.seconds).toBeCloseTo(0.2, 3);
  });

  test(`with ${reducedMotion}: a Memory card ${reduced ? "turns over at once" : "flips over"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/games/memory?seed=2");
    await hydrated(page);
    const card = page.locator('[data-game-board] button[data-cell="0"]');
    const inner = card.locator(".memory-card-inner");
    const flip = await inner.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    if (reduced) expect(flip).toBeLessThan(0.001);
    else expect(flip).toBeCloseTo(0.3, 3);
    await card.click();
    await expect(card).toHaveAttribute("data-state", "up");
    // Turned over: the face with the symbol is the one towards the player.
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix3d\(-1,/);
  });
}
