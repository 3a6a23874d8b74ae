import { expect, hydrated, test } from "./fixtures";

/**
 * A new navigation starts at the top of the page; Back and Forward return to
 * where the visitor was (React Router's <ScrollRestoration />, web/root.tsx).
 */
test("a link opens the next page at the top; Back restores the place, Forward too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/blog");
  await hydrated(page);
  const footerLink = page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" });
  await footerLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);

  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const onPolicy = await page.evaluate(() => window.scrollY);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);

  await page.goForward();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(onPolicy);
});
