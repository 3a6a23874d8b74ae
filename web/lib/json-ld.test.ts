import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site.config";
import { blogPostingJsonLd, personJsonLd } from "./json-ld";

const site = {
  ...siteConfig,
  siteUrl: "https://creator.example",
  links: { ...siteConfig.links, youtube: "https://www.youtube.com/@someone", reddit: "" as string },
} as unknown as typeof siteConfig;

describe("personJsonLd", () => {
  const person = personJsonLd(site);

  it("names the creator with the site's absolute URL, avatar, tagline and description", () => {
    expect(person).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: siteConfig.displayName,
      url: "https://creator.example/",
      image: `https://creator.example${siteConfig.avatar.src}`,
      jobTitle: siteConfig.tagline,
      description: siteConfig.description,
    });
  });

  it("lists the profile links as sameAs, skipping empty ones and chat invites", () => {
    const sameAs = person.sameAs as string[];
    expect(sameAs).toContain("https://www.youtube.com/@someone");
    expect(sameAs).toContain(siteConfig.links.linkedin);
    expect(sameAs).not.toContain("");
    expect(sameAs).not.toContain(siteConfig.links.whatsappChat);
    expect(sameAs).not.toContain(siteConfig.links.discord);
  });
});

describe("blogPostingJsonLd", () => {
  const post = {
    slug: "safe-account",
    title: "Keep it </script><script>alert(1)</script> safe",
    excerpt: "Two lines.",
    imageUrl: "/blog/safe-account.webp",
    createdAt: "2025-07-03T00:00:00.000Z",
    tags: ["safety", "phishing"],
  };
  const ld = blogPostingJsonLd(post, site);

  it("describes the article with absolute URLs, its dates and its author", () => {
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: "Two lines.",
      image: "https://creator.example/blog/safe-account.webp",
      datePublished: "2025-07-03T00:00:00.000Z",
      dateModified: "2025-07-03T00:00:00.000Z",
      keywords: "safety, phishing",
      author: { "@type": "Person", name: siteConfig.displayName, url: "https://creator.example/" },
      publisher: { "@type": "Person", name: siteConfig.displayName, url: "https://creator.example/" },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://creator.example/blog/safe-account" },
      url: "https://creator.example/blog/safe-account",
    });
  });

  it("names a post written in another language by its own address", () => {
    const ld = blogPostingJsonLd({ ...post, lang: "hi" }, site);
    expect(ld.url).toBe("https://creator.example/hi/blog/safe-account");
    expect(ld.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": "https://creator.example/hi/blog/safe-account" });
  });

  it("falls back to the site's sharing image for a post without one", () => {
    expect(blogPostingJsonLd({ ...post, imageUrl: null }, site).image).toBe("https://creator.example/og-image.png");
  });
});
