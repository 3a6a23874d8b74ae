/**
 * The blog in the site's other languages (decision 048): each language's list, a post at its own
 * language's address, an English post in translated chrome, and the share toast translated.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { loadBlogArticles } from "../publishing/blog-articles";
import { postLocale } from "../contracts/blog";
import { siteConfig } from "../site.config";
import { TEST_BLOG_DIR, TEST_POSTS } from "../test/fixtures/blog";

type Json = Record<string, string | Record<string, string>>;
const messages = (locale: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/blog.json`, "utf8")) as Json;
const text = (m: Json, key: string) => m[key] as string;
const hi = messages("hi");
const ar = messages("ar");

const articles = await loadBlogArticles(TEST_BLOG_DIR);
const article = (slug: string) => articles.find((a) => a.slug === slug)!;
const HINDI = article(TEST_POSTS.hindi);
const ARABIC = article(TEST_POSTS.arabic);
const ENGLISH = article(TEST_POSTS.safety);
const cards = (page: Page) => page.getByTestId("blog-card");
const absolute = (route: string) => new URL(route, siteConfig.siteUrl).toString();

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

test.describe("the Hindi blog", () => {
  test("lists the Hindi posts and the English ones (marked English), not the Arabic one, in Hindi chrome with Hindi links", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/hi/blog");
    await hydrated(page);
    const listed = articles.filter((a) => ["hi", "en"].includes(postLocale(a)));
    await expect(cards(page)).toHaveCount(listed.length);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(listed.map((a) => a.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(hi, "listTitle"));
    await expect(page.getByRole("searchbox", { name: text(hi, "searchLabel") })).toHaveAttribute("placeholder", text(hi, "searchPlaceholder"));

    const hindiCard = cards(page).filter({ hasText: HINDI.title });
    await expect(hindiCard.getByTestId("post-language")).toHaveCount(0);
    await expect(hindiCard.getByRole("link")).toHaveAttribute("href", `/hi/blog/${HINDI.slug}`);

    const englishCard = cards(page).filter({ hasText: ENGLISH.title });
    await expect(englishCard.getByTestId("post-language")).toHaveText(text(hi, "inEnglish"));
    await expect(englishCard.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en");
    await expect(englishCard.locator("p[lang=en]")).toContainText(ENGLISH.excerpt.slice(0, 30));
    await expect(englishCard.getByRole("link")).toHaveAttribute("href", `/hi/blog/${ENGLISH.slug}`);
    await expect(englishCard).toContainText(`${ENGLISH.readTime} मिनट`);

    await page.getByRole("searchbox").fill("कोई ऐसा लेख नहीं");
    await expect(page.getByRole("paragraph").filter({ hasText: text(hi, "noResults") })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: text(hi, "noResults") })).toBeAttached();
    await page.getByRole("button", { name: text(hi, "clearSearch") }).click();
    await expect(cards(page)).toHaveCount(listed.length);
    expect(errors).toEqual([]);
  });

  test("a category button shows and searches the category's Hindi name from site.yaml, and finds that category's posts", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/hi/blog");
    await hydrated(page);
    const hindiName = siteConfig.languages.hi?.categories?.["Gaming Tips"];
    expect(hindiName, "the samples' site.yaml names Gaming Tips in Hindi").toBeTruthy();
    const group = page.getByRole("group", { name: text(hi, "categoriesLabel") });
    await expect(group.getByRole("button", { name: "Gaming Tips" })).toHaveCount(0);
    const button = group.getByRole("button", { name: hindiName, exact: true });
    await button.click();
    await expect(page.getByRole("searchbox")).toHaveValue(hindiName!);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    const expected = articles.filter((a) => a.category === "Gaming Tips" && ["hi", "en"].includes(postLocale(a))).map((a) => a.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(expected);
    expect(errors).toEqual([]);
  });

  test("a Hindi post lives at /hi/blog/<slug>: its canonical, Hindi dates, and a copied link in Hindi", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const errors = collectErrors(page);
    await page.goto(`/hi/blog/${HINDI.slug}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HINDI.title);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", absolute(`/hi/blog/${HINDI.slug}`));
    await expect(page.locator("time")).toHaveText(new Intl.DateTimeFormat("hi", { dateStyle: "long", timeZone: "UTC" }).format(new Date(HINDI.createdAt)));
    await expect(page.getByRole("heading", { level: 2, name: text(hi, "shareHeading") })).toBeVisible();
    await page.getByRole("button", { name: text(hi, "copyLink") }).click();
    await expect(page.getByTestId("toast")).toContainText(text(hi, "copiedTitle"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/hi/blog/${HINDI.slug}$`));
    await page.getByRole("link", { name: text(hi, "backToBlog") }).click();
    await expect(page).toHaveURL(/\/hi\/blog$/);
    expect(errors).toEqual([]);
  });

  test("an English post under /hi shows Hindi chrome around the English article, canonical at its English address", async ({ page }) => {
    await page.goto(`/hi/blog/${ENGLISH.slug}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.locator("div[lang=en]").getByTestId("post-body")).toBeVisible();
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", absolute(`/blog/${ENGLISH.slug}`));
    await expect(page.getByRole("link", { name: text(hi, "backToBlog") })).toHaveAttribute("href", "/hi/blog");
  });

  test("an unknown post says Post Not Found in Hindi", async ({ page }) => {
    await page.goto("/hi/blog/_not-found");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(hi, "notFoundTitle"));
  });
});

test.describe("the Arabic blog", () => {
  test("lists the Arabic post and the English ones right to left; the post reads right to left", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/ar/blog");
    await hydrated(page);
    const listed = articles.filter((a) => ["ar", "en"].includes(postLocale(a)));
    await expect(cards(page)).toHaveCount(listed.length);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(ar, "listTitle"));
    await expect(cards(page).filter({ hasText: HINDI.title })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: ENGLISH.title }).getByTestId("post-language")).toHaveText(text(ar, "inEnglish"));
    await page.screenshot({ path: "/tmp/shots-blog-chat/blog-ar-360.png" });
    await cards(page).filter({ hasText: ARABIC.title }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/ar/blog/${ARABIC.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC.title);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.screenshot({ path: "/tmp/shots-blog-chat/post-ar-360.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  test("the Hindi list at a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/hi/blog");
    await hydrated(page);
    await page.screenshot({ path: "/tmp/shots-blog-chat/blog-hi-360.png" });
  });
});

test.describe("the English blog", () => {
  test("lists every post, each in its own language: the Hindi one marked हिन्दी with lang=hi", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await expect(cards(page)).toHaveCount(articles.length);
    const hindiCard = cards(page).filter({ hasText: HINDI.title });
    await expect(hindiCard.getByTestId("post-language")).toHaveText("हिन्दी");
    await expect(hindiCard.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "hi");
  });
});
