import { loadBlogArticles, newestFirst } from "../publishing/blog-articles";
import { TEST_BLOG_DIR } from "../test/fixtures/blog";
import { expect, hydrated, test } from "./fixtures";

/**
 * A prerendered article stays on screen whatever the API answers after hydration (offline with a
 * cached page, rate limited, the server down): only the view count would refresh.
 * "Post Not Found" is for a slug with no page that the API does not know.
 */
for (const { name, status } of [
  { name: "the server is down", status: 503 },
  { name: "the visitor is rate limited", status: 429 },
  { name: "the server fails", status: 500 },
]) {
  test(`the article stays when ${name} (${status} from /api/blog/*)`, async ({ page }) => {
    const [post] = (await loadBlogArticles(TEST_BLOG_DIR)).sort(newestFirst);
    if (!post) throw new Error(`${TEST_BLOG_DIR} has no article`);
    let asked = false;
    await page.route("**/api/blog/**", (route) => {
      asked = true;
      return route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ error: "unavailable" }) });
    });
    await page.goto(`/blog/${post.slug}`);
    await hydrated(page);
    await expect.poll(() => asked).toBe(true);
    // Give a failed refresh the time it would need to replace the page.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByText("Post Not Found")).toHaveCount(0);
    await expect(page.getByTestId("post-views")).toBeVisible();
  });
}

test("an unknown slug the API does not know shows Post Not Found", async ({ page }) => {
  await page.goto("/blog/no-such-post-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
});
