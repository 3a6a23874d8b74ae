import type { Page } from "@playwright/test";
import { useLightTheme } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { CHAT_TEXT } from "../web/content/chat";

/** Where focus is, as something a failure message can name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""}` : "none";
  });
const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test.describe("mobile menu keyboard", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens from the keyboard, keeps Tab inside while open, and Escape returns focus to the toggle", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link").first()).toBeFocused();

    // 10 links + Back + the toggle: twice round the loop, focus never leaves the menu and its toggle.
    const stops = new Set<string>();
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(page, "#mobile-menu, [aria-controls='mobile-menu']"), await focused(page)).toBe(true);
      stops.add(await focused(page));
    }
    expect(stops.size).toBe(12);
    // Shift+Tab from the first link wraps to the toggle, and once more to Back.
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("button", { name: "Back", exact: true })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    // Closed, Tab moves on through the page again.
    await page.keyboard.press("Tab");
    expect(await focusInside(page, "#mobile-menu")).toBe(false);
  });
});

test.describe("chat window keyboard", () => {
  test("keeps Tab inside the open window and returns focus to the chat button on Escape and on Close", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const button = page.getByTestId("chat-button");
    const chat = page.getByTestId("chat-window");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("textbox")).toBeFocused();
    await page.keyboard.type("hi");

    // Close, the text field and Send: focus cycles among them in both directions.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInside(page, "[data-testid='chat-window']"), await focused(page)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(chat).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(chat).toBeVisible();
    await chat.getByRole("button", { name: CHAT_TEXT.closeLabel }).focus();
    await page.keyboard.press("Enter");
    await expect(chat).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

for (const theme of ["dark", "light"] as const) {
  test(`every control Tab reaches on the home page shows a focus outline of at least 3:1 against the page (${theme})`, async ({ page }) => {
    if (theme === "light") await useLightTheme(page);
    await page.goto("/");
    await hydrated(page);
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor, bg: getComputedStyle(document.documentElement).backgroundColor };
      });
      if (!ring) continue;
      const name = await focused(page);
      seen.push(name);
      expect(ring.style, name).not.toBe("none");
      expect(ring.width, name).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, ring.bg), `${name}: ${ring.color} on ${ring.bg}`).toBeGreaterThanOrEqual(3);
    }
    expect(seen.length).toBeGreaterThan(10);
  });
}
