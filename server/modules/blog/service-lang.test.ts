import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogArticle } from "../../../contracts/blog";
import { createIpHasher } from "../../lib/ip-hash";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { createBlogService } from "./service";

const article = (slug: string, lang?: BlogArticle["lang"]): BlogArticle => ({
  slug,
  title: `Title ${slug}`,
  excerpt: "Excerpt.",
  content: "One.\n\nTwo.",
  category: "Coding",
  tags: ["a"],
  imageUrl: null,
  readTime: 1,
  createdAt: "2025-05-01T00:00:00.000Z",
  ...(lang ? { lang } : {}),
});

describe.each(testDatabaseKinds())("the blog's posts' languages on $kind", ({ open }) => {
  let database: TestDatabase;
  const service = () => createBlogService({ db: database.db, hashIp: createIpHasher("test-secret-0123456789"), timeZone: "UTC", log: pino({ level: "silent" }) });

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("names a post's language in the list and the post when it is not English, as its file says", async () => {
    const blog = service();
    await blog.syncArticles([article("in-english"), article("hindi-post", "hi"), article("arabic-post", "ar")]);
    const langs = Object.fromEntries((await blog.listPosts()).map((p) => [p.slug, p.lang]));
    expect(langs).toEqual({ "in-english": undefined, "hindi-post": "hi", "arabic-post": "ar" });
    expect((await blog.readPost("hindi-post", "203.0.113.1")).lang).toBe("hi");
    expect("lang" in (await blog.readPost("in-english", "203.0.113.1"))).toBe(false);
    // A later sync that changes a post's language is what the list says next.
    await blog.syncArticles([article("in-english", "id"), article("hindi-post", "hi")]);
    expect((await blog.listPosts()).map((p) => [p.slug, p.lang])).toEqual([
      ["hindi-post", "hi"],
      ["in-english", "id"],
    ]);
  });
});
