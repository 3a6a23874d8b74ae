/**
 * The legal pages in the site's languages (decision 048): the terms, the disclaimer and the
 * privacy policy translated whole (every heading, the date in the language's own format, title and
 * description), a first line saying the English text prevails with a link to the English page,
 * Arabic right to left, and the English pages without that line.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { localizedPath, type Locale } from "../contracts/locales";
import { siteConfig } from "../site.config";
import { DISCLAIMER_SOURCE, fillLegalText, legalCounts, legalDate, legalDocument, TERMS_SOURCE, type LegalPageSource } from "../web/content/legal";
import { PRIVACY_SOURCE } from "../web/content/privacy";
import { axeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

type Texts = Record<string, string>;
const messages = (locale: Locale, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const SOURCES = [TERMS_SOURCE, DISCLAIMER_SOURCE, PRIVACY_SOURCE] as LegalPageSource<string>[];
const CASES: { locale: Locale; source: LegalPageSource<string> }[] = [
  ...(["hi", "ar"] as const).flatMap((locale) => SOURCES.map((source) => ({ locale, source }))),
  { locale: "pt-BR", source: PRIVACY_SOURCE as LegalPageSource<string> },
  { locale: "id", source: TERMS_SOURCE as LegalPageSource<string> },
];

for (const { locale, source } of CASES) {
  const path = localizedPath(source.path, locale);
  test(`${path} is translated whole, dated in its language, and says the English text prevails`, async ({ page }) => {
    const errors = watchErrors(page);
    const ui = messages(locale, "legal-page");
    const texts = messages(locale, source.name);
    const values = source.values(locale, legalCounts(locale, JSON.parse(readFileSync(`web/i18n/messages/${locale}/legal-counts.json`, "utf8")) as never));
    const doc = legalDocument(source.layout, texts, values, legalDate(source.lastUpdated, locale));
    await page.goto(path);
    await hydrated(page);

    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page).toHaveTitle(`${doc.title} | ${siteConfig.displayName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", fillLegalText(texts.metaDescription!, values));

    const main = page.locator("main");
    const notice = main.getByRole("note");
    await expect(notice).toContainText(ui.translationNotice!);
    const english = notice.getByRole("link", { name: ui.englishVersion });
    await expect(english).toHaveAttribute("href", source.path);
    await expect(english).toHaveAttribute("hreflang", "en");

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(doc.sections.map((s) => s.heading));
    await expect(main.getByText(fillLegalText(ui.lastUpdated!, { date: doc.lastUpdated }), { exact: true })).toBeVisible();
    // The date is the browser's own Intl's too: the month is named in the language, not in English.
    const [, month] = /^(\w+) /.exec(source.lastUpdated) ?? [];
    await expect(main).not.toContainText(month!);
    await expect(main.getByText(doc.intro, { exact: true })).toBeVisible();
    const lastSection = doc.sections.at(-1)!;
    await expect(main.getByText(lastSection.paragraphs.at(-1)!, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the English link opens the English page, which carries no translation notice", async ({ page }) => {
  const errors = watchErrors(page);
  const ui = messages("hi", "legal-page");
  await page.goto("/hi/terms-conditions");
  await hydrated(page);
  await page.getByRole("note").getByRole("link", { name: ui.englishVersion }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByText(ui.translationNotice!)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the Arabic privacy policy has no WCAG A/AA violations, its external links open in a new tab", async ({ page }) => {
  await page.goto("/ar/privacy-policy");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  const ads = messages("ar", "legal-privacy");
  const settings = page.locator("main").getByRole("link", { name: ads.adsSettingsLink });
  await expect(settings).toHaveAttribute("target", "_blank");
  await expect(settings).toHaveAttribute("rel", "noopener noreferrer");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const path of ["/hi/terms-conditions", "/ar/privacy-policy"]) {
    test(`${path} fits a 360 px screen`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (process.env.LEGAL_SHOTS) await page.screenshot({ path: `${process.env.LEGAL_SHOTS}/${path.replaceAll("/", "_")}.png` });
    });
  }
});
