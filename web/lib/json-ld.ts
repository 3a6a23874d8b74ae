/**
 * Structured data (schema.org JSON-LD) for search engines: the creator as a Person on the home
 * page and each article as a BlogPosting. Plain data in, plain object out; routes hand the result
 * to React Router's `{ "script:ld+json": … }` meta descriptor, which JSON.stringifies it and escapes
 * `<`, `>`, `&`, U+2028 and U+2029, so no post text can close the <script> it sits in.
 */
import { DEFAULT_LOCALE, localizedPath, type Locale } from "../../contracts/locales";
import type { SiteConfig } from "../../site.config";

type JsonLdSite = Pick<SiteConfig, "siteUrl" | "siteName" | "displayName" | "tagline" | "description" | "avatar" | "links">;
export type JsonLdPost = { slug: string; title: string; excerpt: string; imageUrl: string | null; createdAt: string; tags?: readonly string[]; lang?: Locale };
export type JsonLd = Record<string, unknown>;

/**
 * Profiles that identify the creator (schema.org `sameAs`): public pages about them. Chat
 * invites, the VIP group and the contact address are ways to reach them, not their identity.
 */
export const SAME_AS_LINKS = ["youtube", "instagram", "x", "facebook", "linkedin", "reddit", "codeHosting", "telegramChannel", "whatsappChannel"] as const;

const absolute = (site: Pick<JsonLdSite, "siteUrl">, path: string) => new URL(path, site.siteUrl).toString();

function author(site: JsonLdSite): JsonLd {
  return { "@type": "Person", name: site.displayName, url: absolute(site, "/") };
}

export function personJsonLd(site: JsonLdSite): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.displayName,
    url: absolute(site, "/"),
    image: absolute(site, site.avatar.src),
    jobTitle: site.tagline,
    description: site.description,
    sameAs: SAME_AS_LINKS.map((key) => site.links[key]).filter((url) => /^https:\/\//.test(url)),
  };
}

export function blogPostingJsonLd(post: JsonLdPost, site: JsonLdSite): JsonLd {
  // The post's own address: a post written in Hindi is at /hi/blog/<slug> (decision 048). Its
  // language as contracts/blog.ts postLocale reads it, written out: the home page, which imports
  // this file, need not load the blog's contracts for it.
  const url = absolute(site, localizedPath(`/blog/${post.slug}`, post.lang ?? DEFAULT_LOCALE));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(site, post.imageUrl ?? "/og-image.png"),
    // Articles carry one date (front matter createdAt); an edit keeps it, so it is also the last change.
    datePublished: post.createdAt,
    dateModified: post.createdAt,
    ...(post.tags?.length ? { keywords: post.tags.join(", ") } : {}),
    author: author(site),
    publisher: { "@type": "Person", name: site.displayName, url: absolute(site, "/") },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
