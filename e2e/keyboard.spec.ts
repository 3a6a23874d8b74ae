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
/**
 * A modal <dialog> leaves the page behind it inert: Tab cycles through the dialog and, once per
 * round, out to the browser's own controls (here: no element, the body), never onto the page.
 */
const focusInDialogOrBrowser = (page: Page, selector: string) => page.evaluate((s) => document.activeElement === document.body || !!document.activeElement?.closest(s), selector);

test.describe("mobile menu keyboard", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens from the keyboard as a modal dialog, Tab never reaches the page behind it, and Escape returns focus to the toggle", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link").first()).toBeFocused();

    // Close + 10 links + the 5 languages + Back: twice round the loop, focus stays in the menu (or the browser's controls).
    const stops = new Set<string>();
    for (let i = 0; i < 36; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialogOrBrowser(page, "#mobile-menu"), await focused(page)).toBe(true);
      if (await focusInside(page, "#mobile-menu")) stops.add(await focused(page));
    }
    expect(stops.size).toBe(17);
    // Shift+Tab from the first link reaches the menu's Close button (over the toggle), then wraps
    // to Back, by way of the browser's controls when the browser stops there.
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDialogOrBrowser(page, "#mobile-menu"), await focused(page)).toBe(true);
    if (!(await focusInside(page, "#mobile-menu"))) await page.keyboard.press("Shift+Tab");
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
  test("keeps Tab off the page behind the open window (a modal dialog) and returns focus to the chat button on Escape and on Close", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const button = page.getByTestId("chat-button");
    const chat = page.getByTestId("chat-window");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("textbox")).toBeFocused();
    await page.keyboard.type("hi");

    // Move, Close, the text field and Send: focus cycles among them (and the browser's controls) both ways.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInDialogOrBrowser(page, "[data-testid='chat-window']"), await focused(page)).toBe(true);
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
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((v) => {
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
