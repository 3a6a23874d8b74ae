import { describe, expect, it } from "vitest";
import { categoriesOf, filterPosts } from "./search";

const posts = [
  { slug: "aim", title: "Free Fire Sensitivity Explained", excerpt: "Tune your HUD.", category: "Gaming Tips", tags: ["free fire", "hud"] },
  { slug: "code", title: "Start Coding", excerpt: "HTML, CSS and JavaScript first.", category: "Coding", tags: ["beginners", "portfolio"] },
  { slug: "safe", title: "Account Safety", excerpt: "Stop phishing.", category: "Safety", tags: ["scams", "2FA"] },
];
const slugs = (search: string) => filterPosts(posts, search).map((p) => p.slug);

describe("filterPosts", () => {
  it("returns every post for an empty or blank search", () => {
    expect(slugs("")).toEqual(["aim", "code", "safe"]);
    expect(slugs("   ")).toEqual(["aim", "code", "safe"]);
  });

  it("matches the title, case-insensitively", () => {
    expect(slugs("SENSITIVITY")).toEqual(["aim"]);
  });

  it("matches the excerpt", () => {
    expect(slugs("javascript")).toEqual(["code"]);
  });

  it("matches any tag, not only the first", () => {
    expect(slugs("portfolio")).toEqual(["code"]);
    expect(slugs("2fa")).toEqual(["safe"]);
  });

  it("matches the category a badge puts in the search box", () => {
    expect(slugs("Gaming Tips")).toEqual(["aim"]);
  });

  it("matches a category by its name in the page's language, which a translated badge puts in the search box", () => {
    const hindi: Record<string, string> = { "Gaming Tips": "गेमिंग टिप्स", Coding: "कोडिंग" };
    const inHindi = (search: string) => filterPosts(posts, search, (c) => hindi[c] ?? c).map((p) => p.slug);
    expect(inHindi("गेमिंग टिप्स")).toEqual(["aim"]);
    expect(inHindi("कोडिंग")).toEqual(["code"]);
    // The front matter's own name still finds its posts, and a category with no name given shows its own.
    expect(inHindi("Gaming Tips")).toEqual(["aim"]);
    expect(inHindi("Safety")).toEqual(["safe"]);
    expect(slugs("गेमिंग टिप्स")).toEqual([]);
  });

  it("ignores surrounding spaces and finds nothing for an unknown word", () => {
    expect(slugs("  hud ")).toEqual(["aim"]);
    expect(slugs("minecraft")).toEqual([]);
  });
});

describe("categoriesOf", () => {
  it("lists each category once, alphabetically", () => {
    expect(categoriesOf([...posts, { ...posts[0]!, slug: "aim2" }])).toEqual(["Coding", "Gaming Tips", "Safety"]);
  });
});
