/**
 * The home page and the content pages in the site's languages (decision 048): every page's
 * heading, title, description and texts from its messages file, internal links that stay in the
 * language, Arabic right to left, numbers in the language's own format, and the texts raised at
 * run time (the contact form's refusals and thanks, a goal's alert) translated too.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { localizedPath, type Locale } from "../contracts/locales";
import { siteConfig } from "../site.config";
import { expect, tapUntilDialog, test } from "./fixtures";
import { expectToast } from "./toasts";

type Texts = Record<string, string>;
const messages = (locale: Locale, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;
const fill = (text: string) => text.replaceAll("{name}", siteConfig.displayName).replaceAll("{site}", siteConfig.siteName);

/** The page has hydrated (AppShell's marker); a translated page may first fetch a late part's texts. */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Every link in the page's main content to another page of the site is in the page's language. */
async function expectLinksInLanguage(page: Page, locale: Locale) {
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    .then((all) => all.filter((href) => !href.startsWith("/api/")));
  const prefix = localizedPath("/", locale);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href === prefix || href.startsWith(`${prefix}/`), `${href} stays in ${locale}`).toBe(true);
}

const PAGES = [
  { path: "/about", name: "pages-about" },
  { path: "/portfolio", name: "pages-portfolio" },
  { path: "/goals", name: "pages-goals" },
  { path: "/coding", name: "pages-coding" },
  { path: "/content", name: "pages-content" },
  { path: "/community", name: "pages-community" },
  { path: "/gaming", name: "pages-gaming" },
  { path: "/social", name: "pages-social" },
  { path: "/contact", name: "pages-contact" },
];

for (const locale of ["hi", "ar"] as const) {
  test(`the content pages in ${locale}: heading, title, description, texts and links in the language`, async ({ page }) => {
    const errors = watchErrors(page);
    for (const { path, name } of PAGES) {
      const t = messages(locale, name);
      await page.goto(localizedPath(path, locale));
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveTitle(`${t.meta_title} | ${siteConfig.displayName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", fill(t.meta_description!));
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.header_title!);
      await expect(main.getByText(t.header_subtitle!, { exact: true })).toBeVisible();
      if (t.cta_heading) await expect(main.getByRole("heading", { name: t.cta_heading })).toBeVisible();
      await expectLinksInLanguage(page, locale);
    }
    expect(errors).toEqual([]);
  });
}

for (const locale of ["hi", "pt-BR", "id", "ar"] as const) {
  test(`the home page in ${locale}`, async ({ page }) => {
    const errors = watchErrors(page);
    const t = messages(locale, "pages-home");
    await page.goto(localizedPath("/", locale));
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${t.hero_heading} ${siteConfig.displayName}`);
    await expect(main.getByText(t.hero_intro!, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: t["hero_ctas_about-me_label"], exact: true })).toHaveAttribute("href", localizedPath("/about", locale));
    await expect(main.getByRole("link", { name: new RegExp(`^${t.highlights_coding_title}`) })).toHaveAttribute("href", localizedPath("/coding", locale));
    await expect(main.getByRole("heading", { name: t.ui_whatIDo })).toBeVisible();
    await expectLinksInLanguage(page, locale);
    expect(errors).toEqual([]);
  });
}

test("the Hindi avatar and the Arabic goal cards speak the language in their alerts", async ({ page }) => {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  await page.goto("/hi");
  await hydrated(page);
  await tapUntilDialog(page.getByRole("button", { name: messages("hi", "pages-home").ui_sayHi!.replace("{name}", siteConfig.displayName) }), () => seen.length);
  expect(seen).toEqual([messages("hi", "pages-home").hero_avatarThanks]);

  const goals = messages("ar", "pages-goals");
  await page.goto("/ar/goals");
  await hydrated(page);
  await page.getByTestId("goal-coding").click();
  await expect.poll(() => seen.length).toBe(2);
  expect(seen[1]).toContain(goals.goals_coding_quote);
  expect(seen[1]).toContain(goals.goals_coding_title);
});

test("the Arabic community counters and live stats are written in Arabic number forms", async ({ page }) => {
  await page.goto("/ar/community");
  await hydrated(page);
  const discord = await page.getByTestId("community-discord").textContent();
  expect(discord).not.toContain("K");
  expect(discord).toMatch(/ألف\+$/);
  await page.goto("/pt-br/content");
  await hydrated(page);
  // 250.000 in Brazilian Portuguese, 250,000 in English.
  await expect(page.getByTestId("stat-videoViews")).toHaveText(/^2[\d.]+\.\d{3}$/);
});

for (const locale of ["hi", "ar"] as const) {
  test(`the ${locale} contact form refuses and thanks in the language`, async ({ page }) => {
    const errors = watchErrors(page);
    const t = messages(locale, "pages-contact");
    await page.addInitScript(() => {
      HTMLAnchorElement.prototype.click = function () {};
    });
    await page.goto(localizedPath("/contact", locale));
    await hydrated(page);
    const form = page.locator("form");
    const send = form.getByRole("button", { name: t.form_submit });
    await send.click();
    await expectToast(page, t.form_missing_title!, t.form_missing_description!, "destructive");
    await expect(form.getByLabel(t.form_fields_name_label!)).toBeFocused();

    await form.getByLabel(t.form_fields_name_label!).fill("अनन्या");
    await form.getByLabel(t.form_fields_email_label!).fill("ananya@example");
    await form.getByLabel(t.form_fields_message_label!).fill("नमस्ते");
    await send.click();
    await expect(page.getByTestId("toast").getByText(t.form_invalidEmail_title!, { exact: true })).toBeVisible();

    await form.getByLabel(t.form_fields_email_label!).fill("ananya@example.com");
    await send.click();
    await expect(page.getByTestId("toast").getByText(t.form_success_title!, { exact: true })).toBeVisible();
    await expect(page.getByTestId("toast").getByText(t.form_success_description!, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
