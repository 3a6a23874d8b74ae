import { BUILD_VERSION_META, BUILD_VERSION_PATH } from "../contracts/build-version";
import { loadBlogArticles, newestFirst } from "../publishing/blog-articles";
import { TEST_BLOG_DIR } from "../test/fixtures/blog";
import { expect, hydrated, test } from "./fixtures";

/**
 * A page opened before an upgrade opens a post after it (issue 41): the page's own chunks still
 * load, but the new server's `/blog/<slug>.data` has a shape the old blog-post chunk does not read.
 * Here the new server is played by two routes: the post's data with a field renamed (`tags` ->
 * `labels`, as a new build's loader could name it), and the build-version file naming another
 * build, as the new server's does. The page must reload itself into the new build (a full
 * navigation) and show the post, never "Something went wrong". On its own build the same failure
 * is shown as an error, without reloading.
 */
async function firstPost() {
  const [post] = (await loadBlogArticles(TEST_BLOG_DIR)).sort(newestFirst);
  if (!post) throw new Error(`${TEST_BLOG_DIR} has no article`);
  return post;
}

test("a page of the previous build opens a post through a full navigation into the new build", async ({ page }) => {
  const post = await firstPost();
  await page.goto("/blog");
  await hydrated(page);
  await page.route(new RegExp(`/blog/${post.slug}\\.data`), async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, body: (await real.text()).replaceAll('"tags"', '"labels"') });
  });
  let versionAsked = 0;
  // The new server's version file (asked once, by the error boundary's check); the reloaded page
  // then runs the build the server really serves.
  await page.route(
    (url) => url.pathname === BUILD_VERSION_PATH,
    async (route) => {
      versionAsked++;
      const real = await route.fetch();
      expect(real.headers()["cache-control"]).toBe("no-cache");
      await route.fulfill({ response: real, json: { version: "0e0b0d1d0e0b0d1d" } });
    },
    { times: 1 },
  );
  await page.evaluate(() => ((window as { openedBefore?: boolean }).openedBefore = true));
  await page.locator(`a[href="/blog/${post.slug}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  // A full navigation: the window of the page opened before is gone.
  expect(await page.evaluate(() => (window as { openedBefore?: boolean }).openedBefore)).toBeUndefined();
  expect(versionAsked).toBe(1);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await hydrated(page);
  await expect(page.getByRole("list", { name: /tags/i }).first()).toBeVisible();
});

test("the same failure on the page's own build shows the error screen and does not reload", async ({ page }) => {
  const post = await firstPost();
  await page.goto("/blog");
  await hydrated(page);
  // The page and the server name the same build: the build stamped both.
  const served = (await (await page.request.get(BUILD_VERSION_PATH)).json()) as { version: string };
  await expect(page.locator(`meta[name="${BUILD_VERSION_META}"]`)).toHaveAttribute("content", served.version);
  await page.route(new RegExp(`/blog/${post.slug}\\.data`), async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, body: (await real.text()).replaceAll('"tags"', '"labels"') });
  });
  await page.evaluate(() => ((window as { openedBefore?: boolean }).openedBefore = true));
  await page.locator(`a[href="/blog/${post.slug}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  expect(await page.evaluate(() => (window as { openedBefore?: boolean }).openedBefore)).toBe(true);
});
