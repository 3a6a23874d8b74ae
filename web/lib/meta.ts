import type { MetaDescriptor, Params } from "react-router";
import { siteConfig } from "../../site.config";
import { siteWords } from "../../publishing/site-identity";
import { notFoundMessages } from "../content/not-found";
import { locale } from "../i18n/i18n";
import { DEFAULT_LOCALE, LOCALES, localeOfPrefix, localizedPath } from "../../contracts/locales";

export type PageMeta = {
  title: string;
  description: string;
  /** The route's path in English (`/games`), for the canonical URL and the other languages' links. */
  path: string;
  /** The languages the page exists in, when not all of them (a post written in one language). */
  languages?: readonly (typeof LOCALES)[number][];
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags for one page. A noindex page
 * (the dashboard, the 404 pages, which the server sends for any unknown address) names no
 * canonical URL: "do not index this" and "index that URL instead" would contradict each other.
 */
export function pageMeta({ title, description, path, image, type = "website", noindex, languages = LOCALES }: PageMeta): MetaDescriptor[] {
  const pageLocale = locale.get();
  const fullTitle = path === "/" ? `${siteConfig.displayName} | ${siteWords(siteConfig, pageLocale).tagline.text}` : `${title} | ${siteConfig.displayName}`;
  const url = absoluteUrl(localizedPath(path, pageLocale));
  const imageUrl = absoluteUrl(image ?? "/og-image.png");
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }, ...alternates(path, languages)]),
    { property: "og:site_name", content: siteConfig.siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: pageLocale.replace("-", "_") },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** `hreflang` links to the page in each of its languages, English as `x-default` (decision 048). */
function alternates(path: string, languages: PageMeta["languages"] & {}): MetaDescriptor[] {
  const links: MetaDescriptor[] = languages.map((code) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: absoluteUrl(localizedPath(path, code)) }));
  if (languages.includes(DEFAULT_LOCALE)) links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) });
  return links;
}

/** The not-found page's tags: noindex, no canonical. */
export function notFoundMeta(): MetaDescriptor[] {
  const t = notFoundMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/404", noindex: true });
}

/**
 * A route's `meta`, at an address that is its page's. An unknown address whose first segment names
 * no language (`/404`, `/xyz`, `/xyz/games`) matches the `:lang` layout's pages, which shows the
 * not-found page there (web/routes/locale.tsx, decision 048): its head is the not-found page's
 * too, not the home page's or the games hub's.
 */
export function routeMeta<Args extends { params: Params }>(make: (args: Args) => MetaDescriptor[]): (args: Args) => MetaDescriptor[] {
  return (args) => ("lang" in args.params && !localeOfPrefix(args.params.lang) ? notFoundMeta() : make(args));
}
