import type { Page } from "@playwright/test";
import { axeViolations, useLightTheme } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { loadBlogArticles } from "../publishing/blog-articles";
import { TEST_BLOG_DIR, TEST_POSTS } from "../test/fixtures/blog";

// The tests' own posts (test/fixtures/blog), which the test build prerendered: not the operator's.
const articles = await loadBlogArticles(TEST_BLOG_DIR);
const article = (slug: string) => articles.find((a) => a.slug === slug)!;
const SAFETY = article(TEST_POSTS.safety);

const cards = (page: Page) => page.getByTestId("blog-card");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 });

async function openList(page: Page) {
  await page.goto("/blog");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(articles.length);
}

test.describe("blog list", () => {
  test("is prerendered with every post, newest first, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(cardTitles(page)).toHaveText(articles.map((a) => a.title));
    await expect(page).toHaveTitle(`Blog | ${siteConfig.displayName}`);
    await context.close();
  });

  test("each card shows image, category, views, title, excerpt, read time, date and at most 3 tags, linking to its post", async ({ page }) => {
    await openList(page);
    const newest = articles[0]!;
    const card = cards(page).first();
    const image = card.locator("img");
    await expect(image).toHaveAttribute("width", "600");
    await expect(image).toHaveAttribute("height", "315");
    await expect(image).toHaveAttribute("src", newest.imageUrl!.replace(".webp", "-600w.webp"));
    await expect(card).toContainText(newest.category);
    await expect(card).toContainText(/\d[\d,]* views/);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(newest.title);
    await expect(card).toContainText(newest.excerpt.slice(0, 40));
    await expect(card).toContainText(`${newest.readTime} min read`);
    await expect(card.locator("time")).toHaveText(new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(newest.createdAt)));
    expect(newest.tags.length).toBeGreaterThan(3);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(newest.tags.slice(0, 3));
    await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${newest.slug}`);
    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  });

  test("search matches the title, the excerpt and any tag, ignoring case", async ({ page }) => {
    await openList(page);
    await searchBox(page).fill("TEENAGER"); // in a title only
    await expect(cardTitles(page)).toHaveText([article(TEST_POSTS.coding).title]);
    await searchBox(page).fill("corner method"); // in an excerpt only
    await expect(cardTitles(page)).toHaveText([article(TEST_POSTS.strategy).title]);
    await searchBox(page).fill("fair use"); // the last of a post's tags, which its card does not show
    await expect(cardTitles(page)).toHaveText([article(TEST_POSTS.likes).title]);
    await expect(page.getByRole("status").filter({ hasText: "1 article found" })).toBeAttached();
  });

  test("a category badge puts its name in the search box and filters the posts", async ({ page }) => {
    await openList(page);
    const badge = page.getByRole("group", { name: "Categories" }).getByRole("button", { name: "Gaming Tips" });
    await badge.click();
    await expect(searchBox(page)).toHaveValue("Gaming Tips");
    await expect(badge).toHaveAttribute("aria-pressed", "true");
    const expected = articles.filter((a) => a.category === "Gaming Tips").map((a) => a.title);
    expect(expected).toHaveLength(2);
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test("with no match it says so, and Clear Search brings every post back", async ({ page }) => {
    await openList(page);
    await searchBox(page).fill("minecraft");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("paragraph").filter({ hasText: /^No articles found matching your search\.$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "No articles found matching your search." })).toBeAttached();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(articles.length);
  });

  test("shows six skeleton cards while a slow API answers an in-app visit, then the posts", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/blog", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("status").filter({ hasText: "Loading articles..." })).toBeAttached();
    await expect(cards(page)).toHaveCount(0);
    release();
    await expect(cards(page)).toHaveCount(articles.length);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
  });

  test("refreshes the prerendered cards with the API's real views", async ({ page }) => {
    await page.route("**/api/blog", async (route) => {
      const response = await route.fetch();
      const posts = (await response.json()) as { slug: string; views: number }[];
      await route.fulfill({ response, json: posts.map((p) => (p.slug === SAFETY.slug ? { ...p, views: 2500 } : p)) });
    });
    await openList(page);
    await expect(cards(page).filter({ hasText: SAFETY.title })).toContainText("2,500 views");
  });

  for (const theme of ["dark", "light"] as const) {
    test(`has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      if (theme === "light") await useLightTheme(page);
      await openList(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
