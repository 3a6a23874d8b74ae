import { Window } from "happy-dom";
import { expect, test } from "./fixtures";
import { isNoindexPath, prerenderedPaths } from "./site-pages";
import { localeOfPath, LOCALES, localizedPath, unlocalizedPath } from "../contracts/locales";
import { siteConfig } from "../site.config";
import routes from "../web/routes";
import { loadBlogArticles } from "../publishing/blog-articles";
import { postLocale } from "../contracts/blog";
import { TEST_BLOG_DIR } from "../test/fixtures/blog";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

const PATHS = prerenderedPaths();
const parser = new new Window().DOMParser();
const absolute = (route: string) => new URL(route, siteConfig.siteUrl).toString();

/** What a crawler or a link preview reads in one prerendered page's <head>. */
type HeadFacts = {
  titles: string[];
  description: string | null;
  canonical: string[];
  alternates: Record<string, string>;
  lang: string | null;
  robots: string | null;
  meta: Record<string, string | null>;
  jsonLd: string[];
};

function headFacts(html: string): HeadFacts {
  const doc = parser.parseFromString(html, "text/html");
  const attr = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
  const keys = ["og:title", "og:description", "og:url", "og:image", "og:type"].map((p) => [p, attr(`meta[property="${p}"]`)] as const);
  const twitter = ["twitter:card", "twitter:title", "twitter:image"].map((n) => [n, attr(`meta[name="${n}"]`)] as const);
  return {
    titles: [...doc.querySelectorAll("title")].map((t) => t.textContent ?? ""),
    description: attr('meta[name="description"]'),
    canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href") ?? ""),
    alternates: Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""])),
    lang: doc.documentElement.getAttribute("lang"),
    robots: attr('meta[name="robots"]'),
    meta: Object.fromEntries([...keys, ...twitter]),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  };
}

test.describe("SEO and sharing tags of every prerendered page", () => {
  const facts = new Map<string, HeadFacts>();

  test.beforeAll(async ({ request }) => {
    expect(PATHS.length).toBeGreaterThan(0);
    for (const route of PATHS) facts.set(route, headFacts(await (await request.get(route)).text()));
  });

  test("the build prerendered every route of web/routes.ts and every blog post", async () => {
    const staticPaths = (entries: readonly RouteEntry[]): string[] =>
      entries.flatMap((r) => [...(r.index ? ["/"] : r.path && !/[:*]/.test(r.path) ? [`/${r.path}`] : []), ...staticPaths(r.children ?? [])]);
    const posts = (await loadBlogArticles(TEST_BLOG_DIR)).map((a) => `/blog/${a.slug}`);
    expect(posts.length).toBeGreaterThan(0);
    expect(PATHS).toEqual(expect.arrayContaining([...staticPaths(routes), ...posts, "/404", "/blog/_not-found"]));
  });

  test("each page has exactly one title and a description, both unique across its language's pages", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [route, f] of facts) {
      expect(f.titles, route).toHaveLength(1);
      expect(f.titles[0]!.trim(), route).not.toBe("");
      expect(f.description?.trim(), route).toBeTruthy();
      const title = `${localeOfPath(route)} ${f.titles[0]!}`;
      const description = `${localeOfPath(route)} ${f.description!}`;
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${route} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
    expect(titles.size).toBe(PATHS.length);
  });

  test("each page says its language, and each indexable page links to itself in every language, English as x-default", () => {
    for (const [route, f] of facts) {
      expect(f.lang, route).toBe(localeOfPath(route));
      if (isNoindexPath(route) || f.canonical[0] !== absolute(route)) continue;
      const page = unlocalizedPath(route);
      const languages = LOCALES.filter((l) => f.alternates[l] !== undefined);
      expect(languages, route).toContain(localeOfPath(route));
      for (const l of languages) expect(f.alternates[l], `${route} ${l}`).toBe(absolute(localizedPath(page, l)));
      if (languages.includes("en")) expect(f.alternates["x-default"], route).toBe(absolute(page));
    }
  });

  test("indexable pages name their canonical URL from the site URL; the dashboard and 404 pages are noindex", async () => {
    const posts = await loadBlogArticles(TEST_BLOG_DIR);
    for (const [route, f] of facts) {
      if (isNoindexPath(route)) {
        expect(f.robots, route).toBe("noindex");
        expect(f.canonical, route).toEqual([]);
      } else {
        expect(f.robots, route).toBeNull();
        // A post's copy in another language's chrome names the post's own address (decision 048).
        const post = posts.find((p) => `/blog/${p.slug}` === unlocalizedPath(route));
        expect(f.canonical, route).toEqual([absolute(post ? localizedPath(unlocalizedPath(route), postLocale(post)) : route)]);
      }
    }
  });

  test("Open Graph and Twitter tags are present, with absolute URLs and an image", () => {
    for (const [route, f] of facts) {
      for (const [key, value] of Object.entries(f.meta)) expect(value?.trim(), `${route} ${key}`).toBeTruthy();
      expect(f.meta["og:title"], route).toBe(f.titles[0]);
      expect(f.meta["og:description"], route).toBe(f.description);
      expect(f.meta["og:url"], route).toMatch(new RegExp(`^${siteConfig.siteUrl}/`));
      expect(f.meta["og:image"], route).toMatch(new RegExp(`^${siteConfig.siteUrl}/.+\\.(png|webp|avif|jpe?g)$`));
      expect(f.meta["twitter:image"], route).toBe(f.meta["og:image"]);
      expect(f.meta["twitter:card"], route).toBe("summary_large_image");
    }
  });

  test("every sharing image the pages name is served", async ({ request }) => {
    const images = new Set([...facts.values()].map((f) => new URL(f.meta["og:image"]!).pathname));
    expect(images.has("/og-image.png")).toBe(true);
    for (const image of images) {
      const res = await request.get(image);
      expect(res.status(), image).toBe(200);
      expect(res.headers()["content-type"], image).toMatch(/^image\//);
    }
  });

  test("home carries a Person and each post a BlogPosting as JSON-LD; other pages none", async () => {
    const posts = await loadBlogArticles(TEST_BLOG_DIR);
    for (const [route, f] of facts) {
      // In every language: the home page's Person, and a post's BlogPosting on each language's copy of it.
      const page = unlocalizedPath(route);
      const post = posts.find((p) => `/blog/${p.slug}` === page);
      if (page !== "/" && !post) {
        expect(f.jsonLd, route).toEqual([]);
        continue;
      }
      expect(f.jsonLd, route).toHaveLength(1);
      const data = JSON.parse(f.jsonLd[0]!) as Record<string, unknown>;
      expect(data["@context"]).toBe("https://schema.org");
      if (page === "/") {
        expect(data).toMatchObject({ "@type": "Person", name: siteConfig.displayName, url: absolute("/"), image: absolute(siteConfig.avatar.src) });
        expect((data.sameAs as string[]).length).toBeGreaterThan(0);
      } else {
        expect(data).toMatchObject({
          "@type": "BlogPosting",
          headline: post!.title,
          description: post!.excerpt,
          image: f.meta["og:image"],
          datePublished: post!.createdAt,
          author: { "@type": "Person", name: siteConfig.displayName },
          // The post's own address (its canonical), whichever language's copy carries it.
          mainEntityOfPage: { "@id": absolute(localizedPath(page, postLocale(post!))) },
          url: absolute(localizedPath(page, postLocale(post!))),
        });
      }
    }
  });

  test("the sitemap lists every indexable page, dating the posts, and robots.txt points to it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // A page whose canonical is another address (an English post shown in another language's
    // chrome) is that address's copy, not a page of its own.
    expect(locs.sort()).toEqual(
      PATHS.filter((p) => !isNoindexPath(p) && facts.get(p)?.canonical[0] === absolute(p))
        .map(absolute)
        .sort(),
    );
    for (const post of await loadBlogArticles(TEST_BLOG_DIR)) {
      expect(xml).toContain(`<loc>${absolute(localizedPath(`/blog/${post.slug}`, postLocale(post)))}</loc><lastmod>${post.createdAt.slice(0, 10)}</lastmod>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });
});
