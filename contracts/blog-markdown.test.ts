import { describe, expect, it } from "vitest";
import { cardImageUrl } from "./blog";
import { BlogContentError, articleBodyLine, countWords, markdownText, parseBlogArticle, parseFrontMatter, readTimeMinutes } from "./blog-markdown";

const FILE = "content/blog/sample.md";

function article(frontMatter: string, body = "First paragraph.\n\nSecond paragraph.") {
  return `---\n${frontMatter}\n---\n${body}\n`;
}

const GOOD = [
  'title: "Hello: a first post"',
  "slug: hello-world",
  "excerpt: A short summary, with a comma.",
  "category: Coding",
  "tags: [coding, 'web dev', \"a, b\"]",
  "image: /blog/hello-world.webp",
  "createdAt: 2025-09-24",
].join("\n");

function errorOf(source: string): BlogContentError {
  try {
    parseBlogArticle(FILE, source);
  } catch (err) {
    if (err instanceof BlogContentError) return err;
    throw err;
  }
  throw new Error("expected a BlogContentError");
}

describe("parseBlogArticle", () => {
  it("reads every front-matter field, the body and the read time", () => {
    expect(parseBlogArticle(FILE, article(GOOD))).toEqual({
      slug: "hello-world",
      title: "Hello: a first post",
      excerpt: "A short summary, with a comma.",
      content: "First paragraph.\n\nSecond paragraph.",
      category: "Coding",
      tags: ["coding", "web dev", "a, b"],
      imageUrl: "/blog/hello-world.webp",
      readTime: 1,
      createdAt: "2025-09-24T00:00:00.000Z",
    });
  });

  it("accepts indented block lists, comments, Windows line endings and a missing image", () => {
    const fm = GOOD.replace(/^tags: .*$/m, '# topics\ntags:\n  - one\n  - "two"').replace(/^image: .*\n/m, "");
    const parsed = parseBlogArticle(FILE, article(fm).replace(/\n/g, "\r\n"));
    expect(parsed.tags).toEqual(["one", "two"]);
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.content).toBe("First paragraph.\n\nSecond paragraph.");
  });

  it.each([
    ["title", GOOD.replace(/^title: .*$/m, 'title: ""'), "must not be empty"],
    ["title", GOOD.replace(/^title: .*\n/m, ""), "is required"],
    ["slug", GOOD.replace(/^slug: .*$/m, "slug: Hello World"), "must be lower-case words joined by hyphens"],
    ["excerpt", GOOD.replace(/^excerpt: .*\n/m, ""), "is required"],
    ["category", GOOD.replace(/^category: .*$/m, "category: [a, b]"), "expected string"],
    ["tags", GOOD.replace(/^tags: .*$/m, "tags: []"), "must list at least one tag"],
    ["tags", GOOD.replace(/^tags: .*$/m, "tags: [ok, '']"), "must not be empty"],
    ["image", GOOD.replace(/^image: .*$/m, "image: https://example.com/x.png"), "must be a local path"],
    ["createdAt", GOOD.replace(/^createdAt: .*$/m, "createdAt: yesterday"), "must be a date like 2025-09-24"],
    ["createdAt", GOOD.replace(/^createdAt: .*$/m, "createdAt: 2025-13-45"), "must be a real date"],
    ["autor", `${GOOD}\nautor: me`, "is not a known field"],
    ["title", `${GOOD}\ntitle: again`, "is given twice"],
    ["title", GOOD.replace(/^title: .*$/m, 'title: "unclosed'), "broken"],
    ["tags", GOOD.replace(/^tags: .*$/m, "tags: [a, b"), "end with a ]"],
    ["title", GOOD.replace(/^title: .*$/m, "title: Hello: a first post"), 'has a ": " inside a value: put the value in "quotes" (line 2)'],
    ["createdAt", `${GOOD}\n- stray list item`, "has a broken value: Implicit keys need to be on a single line (line 9)"],
    ["front matter", `stray line\n${GOOD}`, 'is not "key: value" lines: Implicit keys need to be on a single line (line 2)'],
    ["category", GOOD.replace(/^category: .*$/m, "category:\n  nested: map"), "must be a text or a list of texts"],
  ])("fails on a bad %s with the file name and the field", (field, fm, detail) => {
    const err = errorOf(article(fm));
    expect(err.file).toBe(FILE);
    expect(err.field).toBe(field);
    expect(err.message).toContain(`${FILE}: ${field} `);
    expect(err.message).toContain(detail);
  });

  it("reports a misspelled key as itself with the nearest known field, not as the field it was meant to be", () => {
    const err = errorOf(article(GOOD.replace(/^title:/m, "tittle:")));
    expect(err.field).toBe("tittle");
    expect(err.message).toBe(`${FILE}: tittle is not a known field: did you mean title? (known fields: title, slug, excerpt, category, tags, image, createdAt)`);
    expect(errorOf(article(GOOD.replace(/^createdAt:/m, "created_at:"))).message).toContain("did you mean createdAt?");
  });

  it("names an unknown key that looks like no known field without guessing", () => {
    const err = errorOf(
      article(`${GOOD}
soundtrack: lofi`),
    );
    expect(err.field).toBe("soundtrack");
    expect(err.message).toBe(`${FILE}: soundtrack is not a known field (known fields: title, slug, excerpt, category, tags, image, createdAt)`);
  });

  it("fails when the front matter or the body is missing", () => {
    expect(errorOf("# Just a heading\n\nText").field).toBe("front matter");
    expect(errorOf(article(GOOD, "   ")).field).toBe("body");
  });
});

describe("parseFrontMatter", () => {
  it("keeps colons inside quoted values and unescapes them, and reads every value as text", () => {
    expect(parseFrontMatter('a: "one: two"\nb: \'it\'\'s\'\nc: "say \\"hi\\""\nd: 2048\ne: 2025-07-03\nf: true')).toEqual({
      a: "one: two",
      b: "it's",
      c: 'say "hi"',
      d: "2048",
      e: "2025-07-03",
      f: "true",
    });
  });
});

describe("articleBodyLine", () => {
  it("is the file line where the trimmed body starts, so Markdown errors name the file's line", () => {
    expect(articleBodyLine(article(GOOD))).toBe(10);
    expect(articleBodyLine(`---\n${GOOD}\n---\n\n\nText.`)).toBe(12);
  });
});

describe("read time", () => {
  it("reads the words of the text and code, not link addresses, image paths or markers", () => {
    const text = markdownText(
      "## Two words\n\nA [link](https://example.com/a/b/c) and ![a shot](post/shot.png) **here**.\n\n| a | b |\n|---|---|\n| one | two |\n\n```js\nlet x = 1;\n```",
    );
    expect(countWords(text)).toBe(2 + 4 + 4 + 3);
    expect(text).not.toMatch(/example\.com|shot\.png|\*\*|\|/);
  });

  it("counts words with letters or digits, not Markdown markers", () => {
    expect(countWords("## A heading\n\n- one item, 2 words\n\n  ")).toBe(6);
  });

  it("is the word count over 200 words a minute, rounded up, at least 1", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1300))).toBe(7);
  });
});

describe("cardImageUrl", () => {
  it("names the 600-wide copy beside the featured image", () => {
    expect(cardImageUrl("/blog/my-post.webp")).toBe("/blog/my-post-600w.webp");
    expect(cardImageUrl("/blog/photo.avif")).toBe("/blog/photo-600w.avif");
  });
});

describe("a post's language", () => {
  it("is read from lang, and left out for English", () => {
    expect(parseBlogArticle(FILE, article(`${GOOD}\nlang: hi`)).lang).toBe("hi");
    expect(parseBlogArticle(FILE, article(`${GOOD}\nlang: pt-BR`)).lang).toBe("pt-BR");
    expect("lang" in parseBlogArticle(FILE, article(`${GOOD}\nlang: en`))).toBe(false);
    expect("lang" in parseBlogArticle(FILE, article(GOOD))).toBe(false);
  });

  it("must be one of the site's languages, named with the file and the field", () => {
    const err = errorOf(article(`${GOOD}\nlang: fr`));
    expect(err.message).toBe(`${FILE}: lang must be one of en, hi, pt-BR, id, ar (the post's language; leave it out for English)`);
  });
});
