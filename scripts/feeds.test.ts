import { describe, expect, it } from "vitest";
import { escapeXml, renderRobots, renderRss, renderSitemap } from "./feeds";

const site = { siteUrl: "https://creator.example", siteName: "Creator & Co", locale: "en" };
const older = { slug: "older", title: "Older <post>", excerpt: "A & B", category: "Coding", createdAt: "2025-07-01T00:00:00.000Z" };
const newer = { slug: "newer", title: "Newer", excerpt: "Fresh", category: "Setup", createdAt: "2025-09-24T00:00:00.000Z" };

describe("renderRss", () => {
  const rss = renderRss([older, newer], site, "Guides");

  it("lists the posts newest first with absolute links, dates and escaped text", () => {
    expect(rss.indexOf("<title>Newer</title>")).toBeLessThan(rss.indexOf("<title>Older &lt;post&gt;</title>"));
    expect(rss).toContain('<guid isPermaLink="true">https://creator.example/blog/newer</guid>');
    expect(rss).toContain("<pubDate>Wed, 24 Sep 2025 00:00:00 GMT</pubDate>");
    expect(rss).toContain("<description>A &amp; B</description>");
    expect(rss).toContain("<category>Setup</category>");
  });

  it("describes the channel and dates it by its newest post", () => {
    expect(rss).toContain("<title>Creator &amp; Co Blog</title>");
    expect(rss).toContain("<link>https://creator.example/blog</link>");
    expect(rss).toContain("<lastBuildDate>Wed, 24 Sep 2025 00:00:00 GMT</lastBuildDate>");
    expect(rss).toContain('<atom:link href="https://creator.example/rss.xml" rel="self"');
  });
});

describe("renderSitemap", () => {
  const xml = renderSitemap(["/blog", "/", "/404", "/admin", "/offline", "/blog/_not-found", "/terms-conditions", "/blog/newer"], [older, newer], site);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every route and every post once, home first, without not-found pages, the offline page or the dashboard", () => {
    expect(locs).toEqual([
      "https://creator.example/",
      "https://creator.example/blog",
      "https://creator.example/blog/newer",
      "https://creator.example/blog/older",
      "https://creator.example/terms-conditions",
    ]);
  });

  it("dates each post by its creation day", () => {
    expect(xml).toContain("<loc>https://creator.example/blog/older</loc><lastmod>2025-07-01</lastmod>");
  });
});

describe("renderRobots", () => {
  it("allows the site, keeps crawlers out of the API and the dashboard, and points at the sitemap", () => {
    expect(renderRobots(site)).toBe("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://creator.example/sitemap.xml\n");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
