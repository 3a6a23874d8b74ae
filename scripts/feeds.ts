/**
 * The build's feeds for crawlers and readers: /rss.xml (the blog, newest first), /sitemap.xml
 * (every prerendered route and every post) and /robots.txt. Pure text builders plus one writer
 * that postbuild calls; the server serves the files like any other static file.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteConfig } from "../site.config";
import type { BlogArticle } from "../contracts/blog";
import { ADMIN_PATH } from "../contracts/admin";
import { OFFLINE_PATH } from "../contracts/pwa";
import { DEFAULT_LOCALE, feedPath, localeOfPath, LOCALES, localizedPath, unlocalizedPath, type Locale } from "../contracts/locales";
import { SECTION_NOT_FOUND_SEGMENT } from "../contracts/site-routes";
import { loadBlogArticles, renderedPostForBuild } from "../publishing/blog-articles";
import { BLOG_TEXT } from "../web/content/blog";
import { postsForLocale } from "../web/features/blog/search";

/** `locale` is the feed's language: its channel's `<language>`, its address and its blog's. */
type Site = { siteUrl: string; siteName: string; locale: string };
/** A post is written in one language (`lang`, English unless its front matter names another). */
type FeedArticle = Pick<BlogArticle, "slug" | "title" | "excerpt" | "category" | "createdAt"> & { html?: string; lang?: Locale };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

const absolute = (site: Site, route: string) => new URL(route, site.siteUrl).toString();
const postRoute = (slug: string) => `/blog/${slug}`;
const feedLocale = (site: Site): Locale => LOCALES.find((l) => l === site.locale) ?? DEFAULT_LOCALE;
/** A post as the feed's language's blog links it: `/hi/blog/<slug>` in the Hindi feed, `/blog/<slug>` in English's. */
const postAddressIn = (site: Site, a: FeedArticle) => localizedPath(postRoute(a.slug), feedLocale(site));

/** Not pages of their own: the 404 page and sections' not-found pages are never listed. */
export function isListedRoute(route: string): boolean {
  // /admin is the operator's dashboard: noindex and never advertised to crawlers. /offline is what
  // the service worker shows without a connection, not a page to visit.
  const page = unlocalizedPath(route);
  return page !== "/404" && page !== ADMIN_PATH && page !== OFFLINE_PATH && !route.endsWith(`/${SECTION_NOT_FOUND_SEGMENT}`);
}

/**
 * A post's HTML as a feed reader needs it: every address absolute (a reader has no page to resolve
 * "/blog/media/..." or "#section" against), and no copy buttons (a reader runs no script; the
 * video cards keep their "Watch on YouTube" link). Wrapped as CDATA, with any "]]>" split.
 */
export function feedHtml(html: string, postUrl: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin;
  const absoluteUrl = (url: string) => (url.startsWith("#") ? `${postUrl}${url}` : url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url);
  const out = html
    .replace(/<button type="button" class="post-code-copy"[^>]*>[^<]*<\/button>/g, "")
    .replace(/\s(href|src)="([^"]*)"/g, (_, name: string, url: string) => ` ${name}="${absoluteUrl(url)}"`)
    .replace(
      /\s(srcset)="([^"]*)"/g,
      (_, name: string, set: string) =>
        ` ${name}="${set
          .split(", ")
          .map((c) => absoluteUrl(c))
          .join(", ")}"`,
    );
  return `<![CDATA[${out.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

export function renderRss(articles: readonly FeedArticle[], site: Site, description: string): string {
  const newestFirst = [...articles].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const items = newestFirst.map((a) => {
    const url = escapeXml(absolute(site, postAddressIn(site, a)));
    return [
      "    <item>",
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(a.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(a.excerpt)}</description>`,
      `      <category>${escapeXml(a.category)}</category>`,
      ...(a.html === undefined ? [] : [`      <content:encoded>${feedHtml(a.html, absolute(site, postAddressIn(site, a)), site.siteUrl)}</content:encoded>`]),
      "    </item>",
    ].join("\n");
  });
  // The newest post's date, not the build's: rebuilding unchanged content gives the same feed.
  const updated = newestFirst[0] ? `\n    <lastBuildDate>${new Date(newestFirst[0].createdAt).toUTCString()}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${site.siteName} Blog`)}</title>
    <link>${escapeXml(absolute(site, localizedPath("/blog", feedLocale(site))))}</link>
    <description>${escapeXml(description)}</description>
    <language>${escapeXml(site.locale)}</language>${updated}
    <atom:link href="${escapeXml(absolute(site, feedPath(feedLocale(site))))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}

/**
 * Every page in every language it is prerendered in, each with `xhtml:link` alternates to its
 * other languages and English as `x-default` (decision 048). A post is listed at its own
 * language's address only: the other languages' copies show it in their chrome, not a translation.
 */
export function renderSitemap(routes: readonly string[], articles: readonly FeedArticle[], site: Site): string {
  const posts = new Map(articles.map((a) => [postRoute(a.slug), a]));
  const languages = new Map<string, Set<Locale>>();
  const add = (page: string, locale: Locale) => languages.set(page, (languages.get(page) ?? new Set()).add(locale));
  for (const route of routes.filter(isListedRoute)) {
    const page = unlocalizedPath(route);
    const post = posts.get(page);
    if (!post) add(page, localeOfPath(route));
  }
  for (const [page, post] of posts) add(page, post.lang ?? DEFAULT_LOCALE);
  const pagesInOrder = [...languages.keys()].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  const urls = pagesInOrder.flatMap((page) => {
    const present = LOCALES.filter((l) => languages.get(page)?.has(l));
    const mod = posts.get(page)?.createdAt.slice(0, 10);
    const links =
      present.length < 2
        ? ""
        : [
            ...present.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absolute(site, localizedPath(page, l)))}"/>`),
            ...(present.includes(DEFAULT_LOCALE) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(site, page))}"/>`] : []),
          ].join("");
    return present.map((l) => `  <url><loc>${escapeXml(absolute(site, localizedPath(page, l)))}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ""}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/**
 * The API answers data, not pages; the dashboard is the operator's alone. (Its page also says
 * noindex, for a crawler that reaches it anyway through a link somewhere else.)
 */
export function renderRobots(site: Site): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: ${ADMIN_PATH}

Sitemap: ${absolute(site, "/sitemap.xml")}
`;
}

/** The blog's description in a language: English's own text, else its translation (web/i18n/messages). */
function blogDescription(locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return BLOG_TEXT.listDescription;
  const file = path.resolve(import.meta.dirname, "../web/i18n/messages", locale, "blog.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { listDescription: string }).listDescription;
}

/**
 * Writes each language's rss.xml (/rss.xml, /hi/rss.xml...: the posts its blog lists, decision 048),
 * sitemap.xml and robots.txt into the client build.
 */
export async function writeFeeds(clientDir: string, routes: readonly string[]): Promise<void> {
  const articles = await loadBlogArticles();
  // The same HTML as the post pages (images already made by the prerender are not made again).
  const withHtml = await Promise.all(articles.map(async (a) => ({ ...a, html: (await renderedPostForBuild(a.slug))?.html })));
  for (const locale of LOCALES) {
    const file = path.join(clientDir, feedPath(locale).slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderRss(postsForLocale(withHtml, locale), { ...siteConfig, locale }, blogDescription(locale)));
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), renderSitemap(routes, articles, siteConfig));
  await writeFile(path.join(clientDir, "robots.txt"), renderRobots(siteConfig));
}
