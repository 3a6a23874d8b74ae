import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { BlogContentError } from "../contracts/blog-markdown";
import { createMediaStore, widthsFor } from "./blog-media";
import { checkPostMarkdown, parsePostMarkdown, renderPostMarkdown, resolvePostImage, youTubeVideo, type RenderContext } from "./blog-render";

// A post folder of its own: the post file, and one real picture beside it in <slug>/.
const root = mkdtempSync(path.join(os.tmpdir(), "blog-render-"));
const FILE = path.join(root, "my-post.md");
const out = path.join(root, "site");

beforeAll(async () => {
  mkdirSync(path.join(root, "my-post"), { recursive: true });
  await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#3366ff" } })
    .png()
    .toFile(path.join(root, "my-post", "shot.png"));
  writeFileSync(FILE, "");
});

const ctx = (over: Partial<RenderContext> = {}): RenderContext => ({
  file: FILE,
  firstLine: 10,
  slug: "my-post",
  media: createMediaStore(out),
  hasCover: true,
  ...over,
});

async function html(markdown: string, over: Partial<RenderContext> = {}): Promise<string> {
  return (await renderPostMarkdown(markdown, ctx(over))).html;
}

function checkError(markdown: string, exists: (file: string) => boolean = () => true): BlogContentError {
  try {
    checkPostMarkdown(parsePostMarkdown(markdown), { file: "content/blog/my-post.md", firstLine: 10 }, exists);
  } catch (err) {
    if (err instanceof BlogContentError) return err;
    throw err;
  }
  throw new Error("expected a BlogContentError");
}

describe("renderPostMarkdown: CommonMark and GitHub's extensions", () => {
  it("renders emphasis, links, inline code, blockquotes, tables, task lists, strikethrough and footnotes", async () => {
    const out = await html(
      [
        "Some **bold**, *soft*, ~~old~~ and `code`, a [link](/games).",
        "> a quote",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        "- [x] done\n- [ ] todo",
        "Said[^1].\n\n[^1]: The note.",
      ].join("\n\n"),
    );
    expect(out).toContain("<strong>bold</strong>");
    expect(out).toContain("<em>soft</em>");
    expect(out).toContain("<del>old</del>");
    expect(out).toContain("<code>code</code>");
    expect(out).toContain('<a href="/games">link</a>');
    expect(out).toMatch(/<blockquote>\s*<p>a quote<\/p>\s*<\/blockquote>/);
    expect(out).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="done"> done');
    // The footnote's reference and its note point at each other with the same ids.
    expect(out).toContain('href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(out).toContain('<li id="user-content-fn-1">');
    expect(out).toContain('href="#user-content-fnref-1"');
  });

  it("keeps the rule: paragraphs on blank lines, a single line break is a soft wrap", async () => {
    expect(await html("one\ntwo\n\nthree")).toBe("<p>one\ntwo</p>\n<p>three</p>");
  });

  it("gives every heading an id and an anchor link, and makes # sections h2 under the page's h1", async () => {
    const out = await html("# Start here\n\n## Then this");
    expect(out).toContain('<h2 id="start-here">Start here <a href="#start-here" class="post-anchor" aria-label="Link to this section: Start here">#</a></h2>');
    expect(out).toContain('<h3 id="then-this">');
    expect(out).not.toContain("<h1");
  });

  it("puts a table of contents first on a long post with three sections or more, and none on a short one", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const long = `## One\n\n${words(150)}\n\n## Two\n\n${words(150)}\n\n### Two and a half\n\n${words(150)}`;
    const out = await html(long);
    expect(out.startsWith('<nav class="post-toc" aria-labelledby="post-toc-title"><p id="post-toc-title" class="post-toc-title">On this page</p>')).toBe(true);
    expect(out).toContain('<li class="post-toc-sub"><a href="#two-and-a-half">Two and a half</a></li>');
    expect(await html(`## One\n\n${words(20)}\n\n## Two\n\n## Three`)).not.toContain("post-toc");
  });

  it("writes the body's own texts in the post's language: a Hindi post's contents box and heading links, an Arabic post's copy button and video card", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `शब्द${i}`).join(" ");
    const hindi = await html(`## एक\n\n${words(150)}\n\n## दो\n\n${words(150)}\n\n## तीन\n\n${words(150)}`, { lang: "hi" });
    expect(hindi).toContain('<p id="post-toc-title" class="post-toc-title">इस पेज पर</p>');
    expect(hindi).toContain('aria-label="इस सेक्शन का लिंक: एक"');
    expect(hindi).not.toContain("On this page");
    const arabic = await html("```js\nlet x = 1;\n```\n\n[https://youtu.be/aqz-KE-bpKQ](https://youtu.be/aqz-KE-bpKQ)", { lang: "ar" });
    expect(arabic).toContain('data-copied="تم النسخ">نسخ</button>');
    expect(arabic).toContain('aria-label="تشغيل الفيديو: فيديو على YouTube"');
    expect(arabic).toContain(">شاهد على YouTube</a>");
    expect(arabic).not.toMatch(/>Copy<|Watch on YouTube|Play video/);
  });

  it("counts the words a reader reads: text and code, not addresses or markers", async () => {
    const { words } = await renderPostMarkdown("## Two words\n\nA [link](https://example.com/a/very/long/path) here.\n\n```js\nlet x = 1;\n```", ctx());
    expect(words).toBe(2 + 3 + 3);
  });
});

describe("renderPostMarkdown: code", () => {
  it("highlights a fenced block at build time with both themes' colours, keeping line breaks and indentation", async () => {
    const out = await html('```js\nconst canvas = document.querySelector("canvas");\n  if (canvas) go();\n```');
    // The first block after a grammar loads is coloured right in the light theme too.
    expect(out).toContain('<span style="--shiki-light:#0550AE;--shiki-dark:#79C0FF"> canvas</span>');
    expect(out).toContain('<span class="line"><span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">  if</span>');
    expect(out).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0"/);
    expect(out).toContain('<span class="post-code-lang">js</span><button type="button" class="post-code-copy" data-copy-code="" data-copied="Copied">Copy</button>');
  });

  it("shows a block in an unknown language, or none, as plain text with its copy button", async () => {
    const out = await html("```klingon\nqapla' <b>\n```");
    expect(out).toContain("qapla' &#x3C;b>");
    expect(out).toContain("data-copy-code");
  });
});

describe("renderPostMarkdown: images", () => {
  it("makes a picture with AVIF and WebP sizes no wider than the source, width and height, lazy, captioned by its title", async () => {
    const out = await html('Intro.\n\nMore.\n\nText.\n\n![A blue box](my-post/shot.png "The caption")');
    expect(out).toContain('<figure class="post-figure"><picture><source type="image/avif" srcset="/blog/media/my-post/shot-');
    expect(out).toMatch(
      /srcset="\/blog\/media\/my-post\/shot-\w+-480\.webp 480w, \/blog\/media\/my-post\/shot-\w+-800\.webp 800w, \/blog\/media\/my-post\/shot-\w+-1000\.webp 1000w"/,
    );
    expect(out).toContain('alt="A blue box" width="1000" height="500" loading="lazy" decoding="async"');
    expect(out).toContain("<figcaption>The caption</figcaption>");
    // The file the <img> names exists, as wide as its srcset says.
    expect((await sharp(fileOfFallback(out)).metadata()).width).toBe(800);
  });

  it("loads the first image at once when the post has no cover and the image opens the post", async () => {
    const out = await html("![A blue box](my-post/shot.png)", { hasCover: false });
    expect(out).toContain('loading="eager" decoding="async" fetchpriority="high"');
  });

  it("makes sizes up to 1600 wide and never wider than the source", () => {
    expect(widthsFor(3000)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([480, 800, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

/** The <img>'s own (800-wide WebP) file, on disk. */
function fileOfFallback(markup: string): string {
  const url = /src="(\/blog\/media\/[^"]+-800\.webp)"/.exec(markup)![1]!;
  return path.join(out, url);
}

describe("renderPostMarkdown: videos", () => {
  it("turns a YouTube link alone on a line into a card that loads nothing from YouTube", async () => {
    const out = await html("[Speedrun](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42)");
    expect(out).toContain(
      '<figure class="post-video"><button type="button" class="post-video-play" data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-video-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&#x26;start=42" data-video-title="Speedrun" aria-label="Play video: Speedrun">',
    );
    expect(out).not.toMatch(/<iframe|<script|ytimg|<img/);
    expect(out).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&#x26;t=42s" rel="noopener noreferrer" target="_blank">Watch on YouTube</a>');
  });

  it("names a bare link's card plainly, and leaves a YouTube link inside a sentence a link", async () => {
    expect(await html("https://youtu.be/dQw4w9WgXcQ")).toContain('data-video-title="Video on YouTube"');
    const inline = await html("See https://youtu.be/dQw4w9WgXcQ for more.");
    expect(inline).not.toContain("post-video");
    expect(inline).toContain('<a href="https://youtu.be/dQw4w9WgXcQ" rel="noopener noreferrer" target="_blank">');
  });

  it("uses a linked picture beside the post as the card's thumbnail", async () => {
    const out = await html("[![Level one speedrun](my-post/shot.png)](https://youtu.be/dQw4w9WgXcQ)");
    expect(out).toMatch(/<button[^>]*data-video-embed[^>]*><picture><source type="image\/avif"/);
    expect(out).toContain('data-video-title="Level one speedrun"');
  });

  it("reads the addresses YouTube uses and nothing else", () => {
    expect(youTubeVideo("https://youtu.be/dQw4w9WgXcQ?t=90")).toEqual({ id: "dQw4w9WgXcQ", start: 90 });
    expect(youTubeVideo("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toEqual({ id: "dQw4w9WgXcQ", start: 0 });
    expect(youTubeVideo("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youTubeVideo("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youTubeVideo("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youTubeVideo("javascript:alert(1)//youtu.be/dQw4w9WgXcQ")).toBeNull();
  });
});

describe("renderPostMarkdown: links", () => {
  it("opens every absolute link in a new tab that cannot reach back or learn where the visitor came from", async () => {
    expect(await html("[MDN](https://developer.mozilla.org/)")).toContain('<a href="https://developer.mozilla.org/" rel="noopener noreferrer" target="_blank">MDN</a>');
    expect(await html("[games](/games) and [top](#top)")).toContain('<a href="/games">games</a> and <a href="#top">top</a>');
  });
});

describe("renderPostMarkdown: XSS payloads in every Markdown position come out inert", () => {
  // Raw HTML never reaches the renderer (checkPostMarkdown refuses it at build); these are what
  // Markdown itself can carry: link and image destinations, titles, text, code, tables, headings.
  const payloads: [string, string][] = [
    ["link to javascript:", "[x](javascript:alert(1))"],
    ["link to JaVaScRiPt: with entities", "[x](JaVa&#x53;cript&colon;alert(1))"],
    ["link to data:", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["link to vbscript:", "[x](vbscript:msgbox(1))"],
    ["autolink to javascript:", "<javascript:alert(1)>"],
    ["reference link to javascript:", "[x][evil]\n\n[evil]: javascript:alert(1)"],
    ["link title breaking out", '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
    ["text with a script tag", "Hello &lt;script&gt;alert(1)&lt;/script&gt; \\<img src=x onerror=alert(1)>"],
    ["inline code with HTML", "`<img src=x onerror=alert(1)>`"],
    ["code block with HTML", "```html\n<script>alert(1)</script>\n```"],
    ["heading with HTML-like text", "## \\<svg onload=alert(1)>"],
    ["table cell with a javascript: link", "| a |\n|---|\n| [x](javascript:alert(1)) |"],
    ["footnote with a javascript: link", "Hi[^1]\n\n[^1]: [x](javascript:alert(1))"],
    ["YouTube-looking javascript: link", "[v](javascript://youtu.be/dQw4w9WgXcQ%0aalert(1))"],
  ];

  // Read back as a browser reads it: escaped text that merely looks like a tag is harmless.
  it.each(payloads)("%s", async (_name, markdown) => {
    const document = new Window().document;
    document.body.innerHTML = await html(markdown);
    expect(document.querySelectorAll("script, iframe, object, embed, form, style, img, svg, math, base, meta, link")).toHaveLength(0);
    for (const element of document.body.querySelectorAll("*")) {
      for (const { name, value } of element.attributes) {
        expect(name, element.outerHTML).not.toMatch(/^on/i);
        if (["href", "src", "action", "formaction", "xlink:href"].includes(name)) expect((value ?? "").trim(), element.outerHTML).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  });
});

describe("checkPostMarkdown", () => {
  it("refuses raw HTML with the file's line", () => {
    const err = checkError("Fine.\n\n<script>alert(1)</script>");
    expect(err.message).toBe('content/blog/my-post.md:12: raw HTML is not allowed in a post: write it in Markdown (found "<script>alert(1)</script>")');
    expect(checkError("A <b>bold</b> word.").message).toMatch(/^content\/blog\/my-post\.md:10: raw HTML is not allowed/);
    expect(checkError('<img src=x onerror="alert(1)">').field).toBe("raw HTML");
  });

  it("lets an HTML comment through (it is dropped)", () => {
    expect(() => checkPostMarkdown(parsePostMarkdown("<!-- draft note -->\n\nText."), { file: "a.md", firstLine: 1 }, () => true)).not.toThrow();
  });

  it("refuses an image without alt text, naming the file and the line", () => {
    const err = checkError("Intro.\n\n![](my-post/shot.png)");
    expect(err.message).toBe("content/blog/my-post.md:12: image ![](my-post/shot.png) has no alt text: say what it shows, like ![The pause menu](my-post/shot.png)");
  });

  it("refuses a missing image, one from another site, a data: image and one outside the post's folder", () => {
    expect(checkError("![Shot](my-post/nope.png)", () => false).message).toMatch(/^content\/blog\/my-post\.md:10: image !\[Shot\]\(my-post\/nope\.png\) is missing: no file /);
    expect(checkError("![Shot](https://example.com/x.png)").message).toContain("must be a .png, .jpg, .webp or .avif file in the post's folder");
    expect(checkError("![Shot](data:image/png;base64,AAAA)").message).toContain("must be a .png, .jpg, .webp or .avif file in the post's folder");
    expect(checkError("![Shot](../../secrets.png)").message).toContain("in the post's folder");
    expect(checkError("![Shot](my-post/notes.txt)").message).toContain("must be a .png, .jpg, .webp or .avif file");
  });

  it("resolves an image beside the post, and nothing above its folder", () => {
    expect(resolvePostImage("/site/content/blog/a.md", "a/shot.png")).toBe("/site/content/blog/a/shot.png");
    expect(resolvePostImage("/site/content/blog/a.md", "a/my%20shot.png")).toBe("/site/content/blog/a/my shot.png");
    expect(resolvePostImage("/site/content/blog/a.md", "../a.png")).toBeNull();
    expect(resolvePostImage("/site/content/blog/a.md", "/etc/passwd")).toBeNull();
    expect(resolvePostImage("/site/content/blog/a.md", "//evil.example/x.png")).toBeNull();
  });
});
