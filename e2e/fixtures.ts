import { expect, test, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page (AppShell sets the marker). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export { expect, test };
