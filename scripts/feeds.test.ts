import { describe, expect, it } from "vitest";
import { escapeXml, feedHtml, renderRobots, renderRss, renderSitemap } from "./feeds";

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

describe("the feed's full post HTML (content:encoded)", () => {
  const body =
    '<h2 id="a">A <a href="#a" class="post-anchor">#</a></h2><p><a href="/games">games</a> <a href="https://x.example/p">x</a></p>' +
    '<picture><source type="image/avif" srcset="/blog/media/p/s-1-480.avif 480w, /blog/media/p/s-1-800.avif 800w"><img src="/blog/media/p/s-1-800.webp" alt="S"></picture>' +
    '<div class="post-code"><div class="post-code-bar"><span class="post-code-lang">js</span><button type="button" class="post-code-copy" data-copy-code="" data-copied="Copied">Copy</button></div><pre><code>a ]]> b</code></pre></div>';

  it("carries each post's HTML with absolute addresses, no copy button, and a ]]> that cannot end the CDATA early", () => {
    const out = feedHtml(body, "https://creator.example/blog/p", "https://creator.example");
    expect(out.startsWith("<![CDATA[")).toBe(true);
    expect(out).toContain('<a href="https://creator.example/blog/p#a" class="post-anchor">');
    expect(out).toContain('<a href="https://creator.example/games">games</a> <a href="https://x.example/p">x</a>');
    expect(out).toContain('srcset="https://creator.example/blog/media/p/s-1-480.avif 480w, https://creator.example/blog/media/p/s-1-800.avif 800w"');
    expect(out).toContain('<img src="https://creator.example/blog/media/p/s-1-800.webp"');
    expect(out).not.toContain("Copy</button>");
    expect(out.match(/]]>/g)).toHaveLength(2);
    expect(out.endsWith("]]>")).toBe(true);
  });

  it("puts it in content:encoded, with the content namespace declared", () => {
    const rss = renderRss([{ ...newer, html: "<p>Hi</p>" }], site, "Guides");
    expect(rss).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(rss).toContain("<content:encoded><![CDATA[<p>Hi</p>]]></content:encoded>");
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

describe("renderSitemap in several languages", () => {
  const routes = ["/", "/hi", "/ar", "/games", "/hi/games", "/pt-br/games", "/id/games", "/ar/games", "/hi/404", "/blog/newer", "/hi/blog/newer", "/hi/blog/namaste"];
  const namaste = { slug: "namaste", title: "नमस्ते", excerpt: "x", category: "Gaming", createdAt: "2025-10-01T00:00:00.000Z", lang: "hi" as const };
  const xml = renderSitemap(routes, [newer, namaste], site);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists each page in each of its languages, never a language's not-found page", () => {
    expect(locs).toEqual([
      "https://creator.example/",
      "https://creator.example/hi",
      "https://creator.example/ar",
      "https://creator.example/hi/blog/namaste",
      "https://creator.example/blog/newer",
      "https://creator.example/games",
      "https://creator.example/hi/games",
      "https://creator.example/pt-br/games",
      "https://creator.example/id/games",
      "https://creator.example/ar/games",
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("links every language of a page to the others, English as x-default", () => {
    const games = xml.split("\n").find((line) => line.includes("<loc>https://creator.example/ar/games</loc>")) ?? "";
    for (const [lang, href] of [
      ["en", "/games"],
      ["hi", "/hi/games"],
      ["pt-BR", "/pt-br/games"],
      ["id", "/id/games"],
      ["ar", "/ar/games"],
      ["x-default", "/games"],
    ])
      expect(games).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="https://creator.example${href}"/>`);
  });

  it("lists a post at its own language's address only, with no alternates", () => {
    expect(locs).not.toContain("https://creator.example/hi/blog/newer");
    const namasteLine = xml.split("\n").find((line) => line.includes("/hi/blog/namaste")) ?? "";
    expect(namasteLine).toBe("  <url><loc>https://creator.example/hi/blog/namaste</loc><lastmod>2025-10-01</lastmod></url>");
  });
});

describe("a language's feed", () => {
  const namaste = { slug: "namaste", title: "नमस्ते", excerpt: "x", category: "Gaming", createdAt: "2025-10-01T00:00:00.000Z", lang: "hi" as const };
  const rss = renderRss([newer, namaste], { ...site, locale: "hi" }, "गाइड");

  it("names its language, its own address and its language's blog", () => {
    expect(rss).toContain("<language>hi</language>");
    expect(rss).toContain('<atom:link href="https://creator.example/hi/rss.xml" rel="self"');
    expect(rss).toContain("<link>https://creator.example/hi/blog</link>");
    expect(rss).toContain("<description>गाइड</description>");
  });

  it("links each post where its language's blog does, under its prefix", () => {
    expect(rss).toContain('<guid isPermaLink="true">https://creator.example/hi/blog/namaste</guid>');
    expect(rss).toContain('<guid isPermaLink="true">https://creator.example/hi/blog/newer</guid>');
  });
});
