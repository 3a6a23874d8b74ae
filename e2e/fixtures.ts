import { expect, test, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page (AppShell sets the marker). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Resolves once every finite CSS animation and transition on the page has ended: a page at rest,
 * for a screenshot or an audit (colours mid-fade fail contrast). Endless ones (the particles) are
 * not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A page ready to be audited or shot: the greeting box, which arrives after hydration once its
 * texts are fetched and fades in, has arrived where the page keeps it a place, and nothing is
 * mid-motion (audited mid-fade, its words fail contrast).
 */
export async function atRest(page: Page): Promise<void> {
  if ((await page.locator("#greeting-slot").count()) > 0) await expect(page.getByTestId("greeting-box")).toBeVisible();
  await settled(page);
}

/**
 * Waits until the shell extras (web/shell/deferred-shell.tsx: easter eggs, toaster, particles) have
 * loaded, rendered and set up their listeners. They arrive once the page has loaded and the browser
 * is idle (web/lib/after-load.ts), and a key or a click they listen for is not replayed if it comes
 * first. Their toaster's region appears in the same commit as they do, before their effects have
 * run, so it is not the sign: `data-extras` on the root is set by their own effect, after theirs.
 */
export async function shellExtrasLoaded(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-extras", "ready");
}

/**
 * Taps a control of the home page until the page answers with a dialog (`dialogs` counts the ones
 * seen). The home page's own code arrives after the load event (web/routes/home.tsx), later than
 * `data-hydrated`: until then its avatar is a prerendered button with nothing behind it, and React
 * drops a tap on it (a probe saw the click reach the image and no alert, 2 runs in 80 under load).
 */
export async function tapUntilDialog(control: Locator, dialogs: () => number): Promise<void> {
  await expect(async () => {
    await control.click();
    await expect.poll(dialogs, { timeout: 1_000 }).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
}

export { expect, test };

/** Installs fake timers that move only when the test says so (clock.runFor), from a fixed date. */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2025-06-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
