import type { Browser, Page } from "@playwright/test";
import { localeOfPath, TRANSLATED_LOCALES, unlocalizedPath } from "../contracts/locales";
import { OFFLINE_PATH } from "../contracts/pwa";
import { axePageViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { browserCheckedPaths, prerenderedPaths } from "./site-pages";

/**
 * axe over every prerendered page, whole page (header, menus, footer, chat button included), in
 * the dark theme (the default) and the light one. One browser context per theme, one tab reused
 * for every page, so about 90 page loads stay within a couple of minutes on a small machine.
 */
const PATHS = prerenderedPaths(["en"]);
const THEMES = ["dark", "light"] as const;
type Theme = (typeof THEMES)[number];

async function themedPage(browser: Browser, theme: Theme): Promise<Page> {
  const context = await browser.newContext();
  // The boot script reads the stored theme before first paint; the splash shows once per session,
  // so mark it shown: axe audits the page, not the one-second loading screen over it.
  await context.addInitScript((t: Theme) => {
    localStorage.setItem("theme", t);
    sessionStorage.setItem("splashShown", "1");
  }, theme);
  return context.newPage();
}

async function openAndAudit(page: Page, route: string, theme: Theme): Promise<string[]> {
  await page.goto(route);
  // The service worker's offline page is static HTML with no app to hydrate.
  if (unlocalizedPath(route) !== OFFLINE_PATH) await hydrated(page);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  return axePageViolations(page);
}

for (const theme of THEMES) {
  test(`every page has no axe violations in the ${theme} theme`, async ({ browser }) => {
    // About 3-4 s a page on a busy 2-core machine (load, hydrate, axe); room for three times that.
    test.setTimeout(PATHS.length * 12_000);
    const page = await themedPage(browser, theme);
    const found: string[] = [];
    for (const route of PATHS) {
      for (const v of await openAndAudit(page, route, theme)) found.push(`${route}: ${v}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  });

  test(`the open mobile menu and the open chat window have no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await openAndAudit(page, "/tools", theme)).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await axePageViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-window")).toBeVisible();
    expect(await axePageViolations(page)).toEqual([]);
    await page.context().close();
  });
}

/**
 * The translated pages (decision 048; which ones on every run: browserCheckedPaths). Their markup
 * is the English page's with other words, so one load serves both audits: dark as loaded, then
 * light by the class the theme toggle sets, once the colours have finished changing. Arabic (right
 * to left) is audited in both themes on every run; the other languages in the light theme too with
 * EVERY_LANGUAGE_PAGE=1, the whole sweep (about 3 s of axe a page on 2 cores):
 * `EVERY_LANGUAGE_PAGE=1 npx playwright test e2e/a11y.spec.ts`.
 */
const EVERY_THEME = process.env.EVERY_LANGUAGE_PAGE === "1";

for (const locale of TRANSLATED_LOCALES) {
  const bothThemes = EVERY_THEME || locale === "ar";
  test(`every page in ${locale} has no axe violations in the dark theme${bothThemes ? " and the light one" : ""}`, async ({ browser }) => {
    const paths = browserCheckedPaths().filter((route) => localeOfPath(route) === locale);
    test.setTimeout(paths.length * (bothThemes ? 16_000 : 10_000));
    const page = await themedPage(browser, "dark");
    const found: string[] = [];
    for (const route of paths) {
      for (const v of await openAndAudit(page, route, "dark")) found.push(`${route} dark: ${v}`);
      if (!bothThemes) continue;
      await page.evaluate(async () => {
        document.documentElement.classList.remove("dark");
        document.documentElement.classList.add("light");
        // Two frames: the colour transitions have started, so the audit waits for them to end.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      for (const v of await axePageViolations(page)) found.push(`${route} light: ${v}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  });
}
