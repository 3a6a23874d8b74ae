import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../site.config";

export type PageMeta = {
  title: string;
  description: string;
  /** The route's path, for the canonical URL. */
  path: string;
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
export function pageMeta({ title, description, path, image, type = "website", noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${siteConfig.displayName} | ${siteConfig.tagline}` : `${title} | ${siteConfig.displayName}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? "/og-image.png");
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: siteConfig.siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
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
