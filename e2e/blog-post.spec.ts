import { axeViolations, useLightTheme } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { loadBlogArticles } from "../publishing/blog-articles";
import { postLocale } from "../contracts/blog";
import { localizedPath } from "../contracts/locales";
import { TEST_BLOG_DIR, TEST_POSTS } from "../test/fixtures/blog";

// The tests' own posts (test/fixtures/blog), which the test build prerendered: not the operator's.
const articles = await loadBlogArticles(TEST_BLOG_DIR);
const POST = articles.find((a) => a.slug === TEST_POSTS.safety)!;
const PATH = `/blog/${POST.slug}`;
/** The prerendered post asks the API only for its view count (POST, counts the visit). */
const VIEWS_API = `**/api/blog/${POST.slug}/views`;

function viewsOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test.describe("blog post", () => {
  test("is prerendered with its own title, description, Open Graph image and article body", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(`<title>${POST.title} | ${siteConfig.displayName}</title>`);
    expect(html).toContain(`<meta name="description" content="${POST.excerpt}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${siteConfig.siteUrl}${POST.imageUrl}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<h2 id="step-one-bind-your-account">Step one: bind your account <a href="#step-one-bind-your-account"');
    expect(html).toContain("100 views");
  });

  test("shows category, title, long date, read time, views, image, paragraphs and #tags", async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const article = page.locator("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(POST.title);
    await expect(article).toContainText(POST.category);
    await expect(article.locator("header time")).toHaveText("July 3, 2025");
    await expect(article).toContainText(`${POST.readTime} min read`);
    await expect(page.getByTestId("post-views")).toHaveText(/^\d[\d,]* views$/);
    const image = article.locator("img").first();
    await expect(image).toHaveAttribute("src", POST.imageUrl!);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
    const body = page.getByTestId("post-body");
    await expect(body.locator("p").first()).toHaveText(POST.content.split("\n\n")[0]!);
    expect(await body.locator("p").count()).toBeGreaterThan(10);
    await expect(body.getByRole("heading", { level: 2, name: "Step one: bind your account" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(POST.tags.map((t) => `#${t}`));
  });

  test("the views start at the real count (at least 100) and rise by 1 to 5 every 3 seconds", async ({ page, request }) => {
    await page.clock.install();
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/blog/${POST.slug}/views`) && r.request().method() === "POST");
    const wholePostReads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === `/api/blog/${POST.slug}`) wholePostReads.push(r.url());
    });
    await page.goto(PATH);
    await hydrated(page);
    const views = await (await answered).json();
    // The small answer: the count, not the article again.
    expect(Object.keys(views as object)).toEqual(["views"]);
    const real = (views as { views: number }).views;
    expect(wholePostReads).toEqual([]);
    expect(real).toBeGreaterThanOrEqual(1);
    const shown = page.getByTestId("post-views");
    await expect(shown).toHaveText(`${Math.max(real, 100)} views`);
    let before = viewsOf(await shown.textContent());
    for (let tick = 0; tick < 3; tick++) {
      await page.clock.runFor(3000);
      await expect.poll(async () => viewsOf(await shown.textContent())).toBeGreaterThan(before);
      const now = viewsOf(await shown.textContent());
      expect(now - before).toBeLessThanOrEqual(5);
      before = now;
    }
    // The real count stays honest: the ticker never reaches the server.
    const listed = (await (await request.get("/api/blog")).json()) as { slug: string; views: number }[];
    expect(listed.find((p) => p.slug === POST.slug)?.views).toBe(real);
  });

  test("Facebook and Twitter open 600x400 windows with the post's URL", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole("button", { name: "Share on Facebook" }).click();
    await page.getByRole("button", { name: "Share on Twitter" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    const url = encodeURIComponent(`${baseURL}${PATH}`);
    expect(opened).toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${url}`, "_blank", "width=600,height=400,noopener,noreferrer"],
      [`https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(POST.title)}`, "_blank", "width=600,height=400,noopener,noreferrer"],
    ]);
  });

  test("Copy Link puts the post's URL on the clipboard and says 'Copied!' / 'Link copied to clipboard'", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole("button", { name: "Copy Link" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Copied!");
    await expect(toast).toContainText("Link copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${PATH}`);
  });

  test("Back to Blog returns to the list", async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("blog-card")).toHaveCount(articles.length);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      if (theme === "light") await useLightTheme(page);
      await page.goto(PATH);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("Post Not Found", () => {
  test("an unknown slug answers 404 with 'Post Not Found', a back button, and no hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto("/blog/no-such-post");
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(`Post Not Found | ${siteConfig.displayName}`);
    expect(errors).toEqual([]);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("blog-card")).toHaveCount(articles.length);
  });

  test("an in-app visit to an unknown slug shows 'Post Not Found' instead of a router error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/blog");
    await hydrated(page);
    // A client-side navigation (as a link would make) to a path the build never prerendered.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/blog/removed-post");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // A failed refresh (500, 429, offline) keeps the article: e2e/blog-article-stays.spec.ts.

  test("a post removed since the build (the API answers 404) shows 'Post Not Found'", async ({ page }) => {
    await page.route(VIEWS_API, (route) => route.fulfill({ status: 404, json: { success: false, message: "Post not found." } }));
    await page.goto(PATH);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
  });
});

test.describe("feeds", () => {
  test("/rss.xml, /sitemap.xml and /robots.txt are served from the build", async ({ request }) => {
    const rss = await request.get("/rss.xml");
    expect(rss.status()).toBe(200);
    const rssText = await rss.text();
    // The English feed lists every post as the English blog does, each at its address there.
    for (const a of articles) expect(rssText).toContain(`<link>${siteConfig.siteUrl}/blog/${a.slug}</link>`);
    // The sitemap lists a post at its own language's address (a Hindi post at /hi/blog/...).
    const postRoutes = articles.map((a) => localizedPath(`/blog/${a.slug}`, postLocale(a)));
    expect(postRoutes.filter((route) => !route.startsWith("/blog/")).length).toBeGreaterThan(0);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of ["/", "/blog", "/terms-conditions", "/disclaimer", ...postRoutes]) {
      expect(sitemap).toContain(`<loc>${new URL(route, siteConfig.siteUrl).toString()}</loc>`);
    }
    expect(sitemap).not.toContain("_not-found");
    expect(sitemap).not.toContain("/404");

    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  });
});
