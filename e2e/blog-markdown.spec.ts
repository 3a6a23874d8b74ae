import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { loadBlogArticles } from "../publishing/blog-articles";
import { createMediaStore } from "../publishing/blog-media";
import { renderPostMarkdown } from "../publishing/blog-render";
import { TEST_BLOG_DIR, TEST_POSTS } from "../test/fixtures/blog";

// The tests' own post holding every Markdown feature (test/fixtures/blog/fixture-markdown-tour.md).
const articles = await loadBlogArticles(TEST_BLOG_DIR);
const POST = articles.find((a) => a.slug === TEST_POSTS.markdown)!;
const PATH = `/blog/${POST.slug}`;
const PHONE = { width: 360, height: 640 };
const THEMES = ["dark", "light"] as const;
/** Hosts a post may reach only after a tap on a video card (the thumbnail is the post's own file). */
const THIRD_PARTY = /youtube|ytimg|googlevideo|google\.com|doubleclick|ggpht/;

async function openPost(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.addInitScript((t) => {
    localStorage.setItem("theme", t);
    sessionStorage.setItem("splashShown", "1");
  }, theme);
  await page.goto(PATH);
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** No sideways scrolling of the page itself: wide things (code, tables) scroll in their own box. */
async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const theme of THEMES) {
  test.describe(`a Markdown post at 360x640, ${theme} theme`, () => {
    test("shows emphasis, links, inline code, a table, a quote, a task list and footnotes as HTML, not symbols", async ({ page }) => {
      await openPost(page, theme);
      const body = page.getByTestId("post-body");
      await expect(body.locator("strong").first()).toHaveText("bold");
      await expect(body.locator("em").first()).toHaveText("emphasis");
      await expect(body.locator("del")).toHaveText("struck");
      await expect(body.locator("p code").first()).toHaveText("inline code");
      await expect(body).not.toContainText("**");
      await expect(body).not.toContainText("](");
      const external = body.getByRole("link", { name: "link to MDN" });
      await expect(external).toHaveAttribute("href", "https://developer.mozilla.org/en-US/docs/Web/API/Canvas_API");
      await expect(external).toHaveAttribute("rel", "noopener noreferrer");
      await expect(external).toHaveAttribute("target", "_blank");
      const internal = body.getByRole("link", { name: "link to the games" });
      await expect(internal).toHaveAttribute("href", "/games");
      await expect(internal).not.toHaveAttribute("target", /.*/);
      await expect(body.getByRole("table").getByRole("columnheader")).toHaveText(["setting", "low-end phone", "mid-range phone"]);
      await expect(body.locator("blockquote")).toContainText("keeps the frame rate steady");
      await expect(body.getByRole("checkbox")).toHaveCount(3);
      await expect(body.getByRole("checkbox").first()).toBeChecked();
      await body.locator("a[data-footnote-ref]").click();
      await expect(page).toHaveURL(/#user-content-fn-fps$/);
      await expect(body.locator("#user-content-fn-fps")).toContainText("Frames per second");
      expect(await pageScrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("gives headings anchor links and the long post a table of contents that jumps to them", async ({ page }) => {
      await openPost(page, theme);
      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc.getByRole("link")).toHaveText(["Drawing on a canvas", "Settings compared", "Watch it run", "Why the frame rate matters", "Notes"]);
      await toc.getByRole("link", { name: "Settings compared" }).click();
      await expect(page).toHaveURL(/#settings-compared$/);
      const heading = page.getByRole("heading", { level: 2, name: "Settings compared" });
      await expect(heading).toBeInViewport();
      await expect(heading.locator("a.post-anchor")).toHaveAttribute("href", "#settings-compared");
      await expect(page.getByRole("heading", { level: 3, name: "Watch it run" })).toHaveAttribute("id", "watch-it-run");
    });

    test("highlights code in the theme's colours, scrolls it sideways on a phone, and copies it", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openPost(page, theme);
      const block = page.locator(".post-code").first();
      const keyword = block.locator("pre span.line span").first();
      await expect(keyword).toHaveText("const");
      // github-dark-default's and github-light-default's keyword colours, picked by the page's theme class.
      await expect(keyword).toHaveCSS("color", theme === "dark" ? "rgb(255, 123, 114)" : "rgb(207, 34, 46)");
      const pre = block.locator("pre");
      const overflow = await pre.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
      expect(overflow.scroll).toBeGreaterThan(overflow.client);
      expect(overflow.overflowX).toBe("auto");
      await pre.evaluate((el) => el.scrollBy(200, 0));
      expect(await pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await pageScrollsSideways(page)).toBe(false);
      await block.getByRole("button", { name: "Copy" }).click();
      await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(
        'const canvas = document.querySelector("canvas");\nconst context = canvas.getContext("2d");\nfunction frame(time) {\n  context.clearRect(0, 0, canvas.width, canvas.height); // a very long comment that runs well past the right edge of a phone screen\n  requestAnimationFrame(frame);\n}',
      );
      // Highlighting happened at build time: the page loaded no highlighter.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => n.endsWith(".js")),
      );
      expect(scripts.filter((s) => /shiki|oniguruma|highlight/i.test(s))).toEqual([]);
    });

    test("shows the post's images as responsive AVIF/WebP with their size, lazily below the fold, without layout shift", async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await openPost(page, theme);
      const figures = page.getByTestId("post-body").locator("figure.post-figure");
      await expect(figures).toHaveCount(3);
      const first = figures.first();
      await expect(first.locator("source")).toHaveAttribute("type", "image/avif");
      await expect(first.locator("source")).toHaveAttribute("srcset", /\.avif 480w, .*\.avif 1600w$/);
      const img = first.locator("img");
      await expect(img).toHaveAttribute("alt", "A map of the first level with the start on the left");
      await expect(img).toHaveAttribute("width", "1600");
      await expect(img).toHaveAttribute("height", "900");
      await expect(first.locator("figcaption")).toHaveText("The first level, start to finish");
      // Below the fold every picture waits for the browser's lazy loading.
      for (const picture of await figures.locator("img").all()) await expect(picture).toHaveAttribute("loading", "lazy");
      // Its box is already the picture's shape, loaded or not.
      const box = await img.boundingBox();
      expect(Math.round((box!.height / box!.width) * 100)).toBe(Math.round((900 / 1600) * 100));
      for (const figure of await figures.all()) {
        await figure.scrollIntoViewIfNeeded();
        await expect.poll(() => figure.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        // A 360-wide phone at 1x takes the smallest AVIF.
        expect(await figure.locator("img").evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-480\.avif$/);
      }
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    });

    test("shows a video as a card that loads nothing from YouTube until tapped, then exactly the player the CSP allows", async ({ page }) => {
      const thirdParty: string[] = [];
      page.on("request", (r) => {
        if (THIRD_PARTY.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
      });
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      // No internet here: stand in for YouTube's player so the test sees the frame really load.
      await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>stand-in player</p>" }));
      const response = await page.request.get(PATH);
      expect(response.headers()["content-security-policy"]).toContain(
        "frame-src https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ;",
      );
      await openPost(page, theme);
      const card = page.getByRole("button", { name: "Play video: Speedrun of the first level" });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("img")).toHaveJSProperty("complete", true);
      await expect(page.getByRole("button", { name: "Play video: Video on YouTube" })).toBeVisible();
      // Hydrated, the cover loaded: only a tap makes the frame (web/features/blog/post-body.tsx), so
      // none is there now, nor did the prerendered HTML carry one.
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(thirdParty).toEqual([]);

      await card.click();
      const frame = page.locator("iframe");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42");
      await expect(frame).toHaveAttribute("title", "Speedrun of the first level");
      await expect(page.frameLocator("iframe").getByText("stand-in player")).toBeVisible();
      expect(thirdParty).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42"]);
      expect(violations).toEqual([]);
      // The other card is still a card.
      await expect(page.getByRole("button", { name: "Play video: Video on YouTube" })).toBeVisible();
    });

    test("looks right on a phone (screenshot for review)", async ({ page }, info) => {
      await openPost(page, theme);
      await page.locator(".post-code").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`post-code-${theme}.png`) });
      await page.getByRole("button", { name: /Play video: Speedrun/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`post-video-${theme}.png`) });
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  });
}

test("the RSS feed carries each post's full HTML with absolute addresses", async ({ request }) => {
  const rss = await (await request.get("/rss.xml")).text();
  const item = rss.split("<item>").find((i) => i.includes(`/blog/${POST.slug}</link>`))!;
  expect(item).toContain("<content:encoded><![CDATA[");
  expect(item).toMatch(/<img src="https?:\/\/[^"]+\/blog\/media\/fixture-markdown-tour\/level-map-\w+-800\.webp"/);
  expect(item).toContain('<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</span>');
  expect(item).not.toContain("data-copy-code");
});

test("a post published after the build shows the server's HTML, and its video card opens the player the not-found page's CSP allows", async ({ page }) => {
  // The server renders a late post with the build's renderer (server/modules/blog/routes.test.ts);
  // here the same renderer's HTML comes from a stand-in API, so the page's part is what is tested.
  const { html } = await renderPostMarkdown("Fresh **news**.\n\n```ts\nconst late = true;\n```\n\n[Late video](https://youtu.be/aqz-KE-bpKQ)", {
    file: "late.md",
    firstLine: 1,
    slug: "late-one",
    media: createMediaStore(mkdtempSync(path.join(tmpdir(), "late-media-"))),
    hasCover: false,
  });
  const late = { ...POST, slug: "late-one", title: "A Late Post", content: "", html, id: 99, views: 7, imageUrl: null };
  await page.route("**/api/blog/late-one", (route) => route.fulfill({ json: late }));
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>stand-in player</p>" }));
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.setViewportSize(PHONE);
  await page.goto("/blog/late-one");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Late Post");
  await expect(page.getByTestId("post-body").locator("strong")).toHaveText("news");
  await expect(page.locator(".post-code pre span.line")).toHaveText("const late = true;");
  await page.getByRole("button", { name: "Play video: Late video" }).click();
  await expect(page.frameLocator("iframe").getByText("stand-in player")).toBeVisible();
  expect(violations).toEqual([]);
});
