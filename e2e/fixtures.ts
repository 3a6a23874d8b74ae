import { expect, test, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page (AppShell sets the marker). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export { expect, test };

/** Installs fake timers that move only when the test says so (clock.runFor), from a fixed date. */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2025-06-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
