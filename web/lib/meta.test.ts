import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site.config";
import { pageMeta } from "./meta";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) => tags.find((t) => (t as Record<string, unknown>)[key] === value);

describe("pageMeta", () => {
  const tags = pageMeta({ title: "Snake", description: "Eat, grow, do not bite yourself.", path: "/games/snake" });

  it("titles the page with the creator's name and describes it", () => {
    expect(tags).toContainEqual({ title: `Snake | ${siteConfig.displayName}` });
    expect(tags).toContainEqual({ name: "description", content: "Eat, grow, do not bite yourself." });
  });

  it("builds the canonical and sharing URLs from the site URL, with the default sharing image", () => {
    expect(find(tags, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.siteUrl}/games/snake` });
    expect(find(tags, "property", "og:url")).toMatchObject({ content: `${siteConfig.siteUrl}/games/snake` });
    expect(find(tags, "property", "og:image")).toMatchObject({ content: `${siteConfig.siteUrl}/og-image.png` });
    expect(find(tags, "name", "twitter:image")).toMatchObject({ content: `${siteConfig.siteUrl}/og-image.png` });
    expect(find(tags, "name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("titles home with the tagline", () => {
    expect(pageMeta({ title: "Home", description: "d", path: "/" })).toContainEqual({ title: `${siteConfig.displayName} | ${siteConfig.tagline}` });
  });

  it("marks a noindex page and gives it no canonical URL", () => {
    const hidden = pageMeta({ title: "Page Not Found", description: "d", path: "/404", noindex: true });
    expect(find(hidden, "name", "robots")).toEqual({ name: "robots", content: "noindex" });
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
  });

  it("uses an article's own image", () => {
    const post = pageMeta({ title: "P", description: "d", path: "/blog/p", image: "/blog/p.webp", type: "article" });
    expect(find(post, "property", "og:image")).toMatchObject({ content: `${siteConfig.siteUrl}/blog/p.webp` });
    expect(find(post, "property", "og:type")).toMatchObject({ content: "article" });
  });
});
