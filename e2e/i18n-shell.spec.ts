/**
 * The shell in the site's languages (decision 048): the header, the mobile menu and the footer in
 * Hindi and Arabic with links that stay in the language, Arabic right to left, the language
 * switcher (same page, remembered), and the first-visit offer for a browser that prefers another
 * of the site's languages (one line, never a redirect, gone once answered).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { NAV_LINKS } from "../contracts/site-routes";
import { LANGUAGE_OFFER_TEXT, LANGUAGE_STORAGE_KEY } from "../web/shell/language-choice";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";

type Texts = Record<string, string>;
const messages = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;
const NAV_KEYS = ["home", "about", "portfolio", "ffBots", "games", "tools", "utilities", "blog", "social", "contact"];
const LANGUAGES = ["English", "हिन्दी", "Português (Brasil)", "Bahasa Indonesia", "العربية"];

/** Console errors and uncaught exceptions on the page, checked at the end of each test. */
/** The offer has decided (web/shell/language-offer.tsx): the language it offers, or "none". */
async function offerDecided(page: Page, answer: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-language-offer", answer);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Hindi header's links are in Hindi and stay in Hindi; a runtime toast is in Hindi", async ({ page }) => {
    const errors = watchErrors(page);
    const header = messages("hi", "shell-header");
    const theme = messages("hi", "shell-theme");
    await page.goto("/hi/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: header.mainNav });
    await expect(nav.getByRole("link")).toHaveText(NAV_KEYS.map((k) => header[k]!));
    for (const [i, link] of NAV_LINKS.entries()) await expect(nav.getByRole("link").nth(i)).toHaveAttribute("href", link.path === "/" ? "/hi" : `/hi${link.path}`);
    await expect(page.getByRole("button", { name: header.back, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: messages("hi", "shell-footer").legal })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", "/hi/privacy-policy");

    await nav.getByRole("link", { name: header.games }).click();
    await expect(page).toHaveURL(/\/hi\/games$/);

    await shellExtrasLoaded(page);
    // The toast lasts 1.5 s: record what it says as it appears.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { toastTexts: string[] }).toastTexts = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll("[data-testid=toast]")) seen.push(el.textContent ?? "");
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId("theme-toggle").click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { toastTexts: string[] }).toastTexts.join("|"))).toContain(theme.light!);
    await expect(page.getByTestId("theme-toggle")).toHaveAttribute("aria-label", theme.switchToDark!);
    expect(errors).toEqual([]);
  });

  test("the switcher leads to the same page in the chosen language and remembers the choice", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/games/snake");
    await hydrated(page);
    const button = page.getByTestId("language-switcher");
    await expect(button).toHaveAttribute("aria-label", "Language: English");
    await button.click();
    const list = page.getByTestId("language-list");
    await expect(list.getByRole("navigation", { name: "Language" })).toBeVisible();
    await expect(list.getByRole("link")).toHaveText(LANGUAGES);
    await expect(list.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
    await list.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/games\/snake$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(await stored(page)).toBe("hi");

    // Back to English from the Hindi page, by the keyboard: Escape closes the list first.
    await hydrated(page);
    const hiButton = page.getByTestId("language-switcher");
    await expect(hiButton).toHaveAttribute("aria-label", `${messages("hi", "shell-language").language}: हिन्दी`);
    await hiButton.focus();
    await page.keyboard.press("Enter");
    const hiList = page.getByTestId("language-list");
    await expect(hiList.getByRole("navigation", { name: messages("hi", "shell-language").language })).toBeVisible();
    await expect(hiList.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(hiList).toBeHidden();
    await expect(hiButton).toBeFocused();
    await hiButton.click();
    await hiList.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/games\/snake$/);
    expect(new URL(page.url()).pathname).toBe("/games/snake");
    expect(await stored(page)).toBe("en");
    expect(errors).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test("the Arabic page reads right to left and its menu opens on that side, in Arabic, with the languages", async ({ page }) => {
    const errors = watchErrors(page);
    const header = messages("ar", "shell-header");
    await page.goto("/ar/about");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const toggle = page.getByRole("button", { name: header.openMenu });
    const toggleBox = (await toggle.boundingBox())!;
    // The end of a right-to-left line is its left: the menu button stands at the left edge.
    expect(toggleBox.x).toBeLessThan(60);
    await toggle.click();
    const menu = page.getByRole("dialog", { name: header.menu });
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: header.closeMenu });
    expect((await close.boundingBox())!.x).toBeCloseTo(toggleBox.x, 0);
    const nav = menu.getByRole("navigation", { name: header.mobileNav });
    await expect(nav.getByRole("link")).toHaveText(NAV_KEYS.map((k) => header[k]!));
    await expect(nav.getByRole("link").first()).toHaveAttribute("href", "/ar");
    expect(
      await nav
        .getByRole("link")
        .first()
        .evaluate((a) => getComputedStyle(a).direction),
    ).toBe("rtl");
    const languages = menu.getByTestId("menu-languages");
    await expect(languages.getByRole("link")).toHaveText(LANGUAGES);
    await expect(languages.getByRole("link", { name: "العربية" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/about");
    await expect(menu.getByRole("button", { name: header.back, exact: true })).toBeVisible();
    await page.screenshot({ path: "/tmp/shots-shell/ar-menu-360.png" });
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the Hindi page's menu is in Hindi; an English page's menu and footer list the languages", async ({ page }) => {
    const header = messages("hi", "shell-header");
    await page.goto("/hi/games");
    await hydrated(page);
    await page.screenshot({ path: "/tmp/shots-shell/hi-games-360.png" });
    await page.getByRole("button", { name: header.openMenu }).click();
    const menu = page.getByRole("dialog", { name: header.menu });
    await expect(menu.getByRole("navigation", { name: header.mobileNav }).getByRole("link")).toHaveText(NAV_KEYS.map((k) => header[k]!));
    await page.screenshot({ path: "/tmp/shots-shell/hi-menu-360.png" });

    await page.goto("/tools");
    await hydrated(page);
    // An English page's menu lists the languages too, each link to this same page.
    await page.getByRole("button", { name: "Open menu" }).click();
    const englishMenu = page.getByRole("dialog", { name: "Menu" });
    await expect(englishMenu.getByTestId("menu-languages").getByRole("link")).toHaveText(LANGUAGES);
    await expect(englishMenu.getByTestId("menu-languages").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/tools");
    await page.keyboard.press("Escape");
    await expect(englishMenu).toHaveCount(0);
    const footer = page.getByTestId("footer-languages");
    await expect(footer.getByRole("link")).toHaveText(LANGUAGES);
    await expect(footer.getByRole("link", { name: "Bahasa Indonesia" })).toHaveAttribute("href", "/id/tools");
    await footer.getByRole("link", { name: "Bahasa Indonesia" }).click();
    await expect(page).toHaveURL(/\/id\/tools$/);
    expect(await stored(page)).toBe("id");
  });
});

test.describe("the first-visit offer", () => {
  test.use({ locale: "pt-BR", viewport: { width: 360, height: 640 }, hasTouch: true });

  test("a browser preferring Portuguese gets one line in Portuguese, no redirect, and not again once closed", async ({ page }) => {
    const errors = watchErrors(page);
    const html = await (await page.request.get("/about")).text();
    expect(html).not.toContain("language-offer");
    await page.goto("/about");
    await hydrated(page);
    await shellExtrasLoaded(page);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "pt-BR");
    await expect(offer.getByRole("link")).toHaveText(LANGUAGE_OFFER_TEXT["pt-BR"].read);
    await expect(offer.getByRole("link")).toHaveAttribute("href", "/pt-br/about");
    await page.screenshot({ path: "/tmp/shots-shell/offer-pt-360.png" });
    expect(new URL(page.url()).pathname).toBe("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await offer.getByRole("button", { name: LANGUAGE_OFFER_TEXT["pt-BR"].close }).click();
    await expect(offer).toHaveCount(0);
    expect(await stored(page)).toBe("en");
    await page.reload();
    await hydrated(page);
    await shellExtrasLoaded(page);
    await offerDecided(page, "none");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("following the offer opens the same page in Portuguese and remembers it; never on a game's screen", async ({ page }) => {
    await page.goto("/games/snake");
    await hydrated(page);
    await shellExtrasLoaded(page);
    await offerDecided(page, "none");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);

    await page.goto("/games");
    await hydrated(page);
    await shellExtrasLoaded(page);
    await page.getByTestId("language-offer").getByRole("link").click();
    await expect(page).toHaveURL(/\/pt-br\/games$/);
    expect(await stored(page)).toBe("pt-BR");
    await hydrated(page);
    await shellExtrasLoaded(page);
    await offerDecided(page, "none");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await expect(page.getByRole("button", { name: messages("pt-BR", "shell-header").openMenu })).toBeVisible();
  });
});
