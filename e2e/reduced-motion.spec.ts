import type { Page } from "@playwright/test";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { THANKS_MESSAGE } from "../web/shell/effects/effects-rules";

/**
 * prefers-reduced-motion: the splash spinner stands still, the particle background never starts
 * and the confetti easter egg shows only its message. Each check runs with and without the
 * preference, so it cannot pass just because nothing moves anywhere. The clock is Playwright's
 * fake one: idle callbacks and timers run when the test says, with no sleeping.
 */
async function open(page: Page, reducedMotion: "reduce" | "no-preference"): Promise<void> {
  await page.emulateMedia({ reducedMotion });
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
}

for (const reducedMotion of ["reduce", "no-preference"] as const) {
  const reduced = reducedMotion === "reduce";

  test(`with ${reducedMotion}: the splash spinner ${reduced ? "does not" : "does"} spin`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    const spinner = page.locator("#splash .animate-spin");
    const timing = await spinner.evaluate((el) => {
      const s = getComputedStyle(el);
      return { name: s.animationName, seconds: parseFloat(s.animationDuration), count: s.animationIterationCount };
    });
    expect(timing.name).toBe("spin");
    if (reduced) expect(timing).toMatchObject({ count: "1" });
    else expect(timing).toMatchObject({ seconds: 1, count: "infinite" });
    if (reduced) expect(timing.seconds).toBeLessThan(0.001);
  });

  test(`with ${reducedMotion}: the particle background ${reduced ? "never starts" : "starts when idle"}`, async ({ page }) => {
    await open(page, reducedMotion);
    await page.clock.runFor(5000);
    // The dots are added once the page is idle and each drifts by a CSS animation (particles.tsx).
    const dots = page.getByTestId("particles").locator(".particle");
    if (reduced) await expect(dots).toHaveCount(0);
    else {
      await expect.poll(() => dots.count()).toBeGreaterThan(0);
      expect(await dots.first().evaluate((el) => getComputedStyle(el).animationName)).toBe("particle-drift");
    }
  });

  test(`with ${reducedMotion}: the n key ${reduced ? "shows the message without" : "rains"} confetti`, async ({ page }) => {
    await open(page, reducedMotion);
    await shellExtrasLoaded(page);
    await page.locator("body").press("n");
    await page.clock.runFor(600);
    await expect(page.getByTestId("easter-egg-popup")).toHaveText(THANKS_MESSAGE);
    // The popup comes after the pieces (500 ms in; each piece lives 600 ms), so this is the moment to count them.
    const pieces = await page.getByTestId("confetti-piece").count();
    if (reduced) expect(pieces).toBe(0);
    else expect(pieces).toBeGreaterThan(0);
  });
}

test("with reduce: CSS transitions and smooth scrolling are off everywhere", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/tools");
  await hydrated(page);
  const styles = await page
    .locator(".btn")
    .first()
    .evaluate((el) => ({
      transition: parseFloat(getComputedStyle(el).transitionDuration),
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
    }));
  expect(styles.transition).toBeLessThan(0.001);
  expect(styles.scroll).toBe("auto");
});
