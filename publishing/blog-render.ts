/**
 * A post's Markdown (CommonMark + GitHub's tables, task lists, footnotes, strikethrough and
 * autolinks) as HTML, made once where the post is read: the build for prerendered pages and the
 * feed, the server for a post published after the build. The browser gets finished HTML and no
 * Markdown or highlighting code (docs/decisions/037-markdown-posts.md).
 *
 * Safety in two layers: `checkPostMarkdown` refuses at build what a post must not hold (raw HTML,
 * an image without alt text, an image that is not a file beside the post), naming the file and
 * line; then the tree Markdown makes is passed through an allowlist sanitizer before anything of
 * our own (highlighted code, pictures, video cards, heading anchors) is added, so only those
 * trusted steps can add elements or attributes the allowlist does not hold.
 */
import path from "node:path";
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { Root as MdastRoot, Nodes as MdastNodes } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { bundledLanguages, getSingletonHighlighter, type BundledLanguage } from "shiki";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { YOUTUBE_EMBED_PREFIX } from "../contracts/blog";
import type { Locale } from "../contracts/locales";
import { blogBodyText, type BlogBodyText } from "../texts/blog-body";
import { BlogContentError, countWords } from "../contracts/blog-markdown";
import type { MediaStore, ProcessedImage } from "./blog-media";

export type RenderContext = {
  /** The post's file, relative to the project (error messages) and resolvable (its images). */
  file: string;
  /** The line of the file where the body starts, so a body position names the file's line. */
  firstLine: number;
  slug: string;
  /** Makes the image files; absent when only checking. */
  media: MediaStore;
  /** Without a cover image the first image near the top is the page's largest paint: not lazy. */
  hasCover: boolean;
  /** The post's language: the body's own texts (contents box, copy buttons, video cards) are in it. English when absent. */
  lang?: Locale;
};

export type RenderedPost = { html: string; words: number };

/** A table of contents is worth its space from this many sections and words on. */
export const TOC_MIN_HEADINGS = 3;
export const TOC_MIN_WORDS = 400;

const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|avif)$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const HTML_COMMENT = /^\s*<!--[\s\S]*-->\s*$/;

const markdown = unified().use(remarkParse).use(remarkGfm);

export function parsePostMarkdown(text: string): MdastRoot {
  return markdown.parse(text);
}

function fail(ctx: Pick<RenderContext, "file" | "firstLine">, node: MdastNodes, field: string, detail: string): never {
  const line = (node.position?.start.line ?? 1) + ctx.firstLine - 1;
  throw new BlogContentError(`${ctx.file}:${line}`, field, detail);
}

function excerptOf(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > 40 ? `${one.slice(0, 37)}...` : one;
}

/** An image path in a post, as the file beside the post it names; null when it is not one. */
export function resolvePostImage(postFile: string, url: string): string | null {
  if (url === "" || HAS_SCHEME.test(url) || url.startsWith("/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const dir = path.dirname(path.resolve(postFile));
  const file = path.resolve(dir, decoded);
  // Inside the post's folder only: `../../secrets.png` never reaches the build.
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * Refuses what a post must not hold, with the file's line: raw HTML (comments excepted), an image
 * without alt text, or one that is not an image file beside the post. `fileExists` lets the
 * server and the build check the disk; the unit tests give a fake one.
 */
export function checkPostMarkdown(tree: MdastRoot, ctx: Pick<RenderContext, "file" | "firstLine">, fileExists: (file: string) => boolean): void {
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => {
    definitions.set(node.identifier, node.url);
  });
  visit(tree, (node) => {
    if (node.type === "html") {
      if (HTML_COMMENT.test(node.value)) return;
      fail(ctx, node, "raw HTML", `is not allowed in a post: write it in Markdown (found ${JSON.stringify(excerptOf(node.value))})`);
    }
    if (node.type !== "image" && node.type !== "imageReference") return;
    const url = node.type === "image" ? node.url : definitions.get(node.identifier);
    const shown = node.type === "image" ? `![${node.alt ?? ""}](${node.url})` : `![${node.alt ?? ""}][${node.label ?? node.identifier}]`;
    if (url === undefined) fail(ctx, node, "image", `${shown} names no "[label]: url" definition`);
    if (!node.alt?.trim()) fail(ctx, node, "image", `${shown} has no alt text: say what it shows, like ![The pause menu](${url})`);
    const file = resolvePostImage(ctx.file, url);
    if (!file || !IMAGE_EXTENSIONS.test(file)) {
      fail(ctx, node, "image", `${shown} must be a .png, .jpg, .webp or .avif file in the post's folder, like ![${node.alt}](${path.basename(ctx.file, ".md")}/picture.png)`);
    }
    if (!fileExists(file)) fail(ctx, node, "image", `${shown} is missing: no file ${path.relative(process.cwd(), file)}`);
  });
}

/** `#` sections become h2: the page's title is its only h1. Levels keep their order. */
function shiftHeadings(tree: MdastRoot): void {
  let top = 6;
  visit(tree, "heading", (node) => {
    top = Math.min(top, node.depth);
  });
  if (top >= 2) return;
  visit(tree, "heading", (node) => {
    node.depth = Math.min(6, node.depth + 1) as typeof node.depth;
  });
}

/**
 * GitHub's allowlist (what github.com keeps of a README), narrowed: links only to http(s) and
 * mailto, images only by relative path (they become our pictures below). remark-rehype already
 * prefixes footnote ids with "user-content-", so the sanitizer must not prefix them again.
 */
const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"], src: [], cite: ["http", "https"], longDesc: [] },
};

const toHast = unified().use(remarkRehype).use(rehypeSanitize, SANITIZE_SCHEMA).use(rehypeSlug);
const stringify = unified().use(rehypeStringify);

function el(tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element {
  return { type: "element", tagName, properties, children };
}
const text = (value: string): ElementContent => ({ type: "text", value });

const isWhitespace = (n: ElementContent) => n.type === "text" && n.value.trim() === "";
const meaningful = (children: ElementContent[]) => children.filter((c) => !isWhitespace(c));

// ---- Videos ----

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id and start second of a YouTube address; null for anything else. */
export function youTubeVideo(href: string): { id: string; start: number } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | undefined;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v") ?? undefined;
    else id = /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const t = url.searchParams.get("t") ?? url.searchParams.get("start") ?? "";
  const start = /^\d+s?$/.test(t) ? Number.parseInt(t, 10) : 0;
  return { id, start };
}

export function youTubeEmbedUrl(id: string): string {
  return `${YOUTUBE_EMBED_PREFIX}${id}`;
}

const PLAY_ICON = el("svg", { viewBox: "0 0 68 48", width: 68, height: 48, ariaHidden: "true", className: ["post-video-icon"] }, [
  el("path", {
    d: "M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7A8.5 8.5 0 0 0 1.5 7.7C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z",
    fill: "#e00",
  }),
  el("path", { d: "M45 24 27 14v20z", fill: "#fff" }),
]);

/**
 * A click-to-load card: nothing from YouTube (no frame, script or thumbnail) loads until the tap;
 * the page's small script then puts the player's frame in the card's place. Without JavaScript the
 * link still opens the video on YouTube.
 */
function videoCard(T: BlogBodyText, video: { id: string; start: number }, title: string, thumbnail: ElementContent | null): Element {
  const embed = youTubeEmbedUrl(video.id);
  const watch = `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}s` : ""}`;
  return el("figure", { className: ["post-video"] }, [
    el(
      "button",
      {
        type: "button",
        className: ["post-video-play"],
        // The exact address the page's CSP allows (scripts/postbuild.ts reads it from here) ...
        dataVideoEmbed: embed,
        // ... and the one the tap opens: the same player, playing, at the link's start second.
        dataVideoSrc: `${embed}?autoplay=1${video.start ? `&start=${video.start}` : ""}`,
        dataVideoTitle: title,
        ariaLabel: `${T.playVideo}: ${title}`,
      },
      [...(thumbnail ? [thumbnail] : []), el("span", { className: ["post-video-title"] }, [text(title)]), PLAY_ICON],
    ),
    el("figcaption", { className: ["post-video-caption"] }, [
      text(`${T.videoNotice} `),
      el("a", { href: watch, rel: ["noopener", "noreferrer"], target: "_blank" }, [text(T.watchOnYouTube)]),
    ]),
  ]);
}

// ---- Images ----

/** The post column is at most 48rem (768px) wide; below that the image spans the screen less the page's padding. */
const IMAGE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";

function srcset(candidates: { url: string; width: number }[]): string {
  return candidates.map((c) => `${c.url} ${c.width}w`).join(", ");
}

function picture(image: ProcessedImage, alt: string, eager: boolean): Element {
  const fallback = image.webp.find((c) => c.width >= 800) ?? image.webp[image.webp.length - 1]!;
  return el("picture", {}, [
    el("source", { type: "image/avif", srcSet: srcset(image.avif), sizes: IMAGE_SIZES }),
    el("img", {
      src: fallback.url,
      srcSet: srcset(image.webp),
      sizes: IMAGE_SIZES,
      alt,
      width: image.width,
      height: image.height,
      loading: eager ? "eager" : "lazy",
      decoding: "async",
      fetchPriority: eager ? "high" : undefined,
    }),
  ]);
}

// ---- Code ----

const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

async function highlighter() {
  return getSingletonHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [] });
}

function languageOf(code: Element): string | null {
  const classes = code.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  return (
    names
      .find((c) => c.startsWith("language-"))
      ?.slice("language-".length)
      .toLowerCase() ?? null
  );
}

/**
 * Highlighted once, here: each token carries its colour for both themes as CSS variables
 * (--shiki-light, --shiki-dark) and web/app.css picks the one of the page's theme. The light theme
 * is GitHub's "default" light one: plain github-light's orange parameters (#E36209) are 3.6:1 on
 * white, under WCAG AA's 4.5:1; likewise the dark one: plain github-dark's comments (#6A737D on
 * #24292E) are about 3:1, github-dark-default's (#8B949E on #0D1117) about 6:1.
 */
async function highlightedPre(source: string, language: string | null): Promise<Element> {
  const shiki = await highlighter();
  const known = language !== null && language in bundledLanguages ? (language as BundledLanguage) : null;
  const options = { lang: known ?? "text", themes: THEMES, defaultColor: false } as const;
  if (known && !shiki.getLoadedLanguages().includes(known)) {
    await shiki.loadLanguage(known);
    // Shiki 4.6 colours the first block after loading a grammar wrongly in the light theme (every
    // token of the first line took the first token's colour; the test on the first js block shows
    // it): one throwaway pass makes the following ones right.
    shiki.codeToHast(source, options);
  }
  const root = shiki.codeToHast(source, options);
  // Shiki gives the <pre> tabindex="0": a keyboard reaches the block and can scroll it sideways.
  return root.children.find((n): n is Element => n.type === "element" && n.tagName === "pre")!;
}

function codeBlock(T: BlogBodyText, pre: Element, language: string | null): Element {
  return el("div", { className: ["post-code"] }, [
    el("div", { className: ["post-code-bar"] }, [
      el("span", { className: ["post-code-lang"] }, [text(language ?? "")]),
      el("button", { type: "button", className: ["post-code-copy"], dataCopyCode: "", dataCopied: T.copiedCode }, [text(T.copyCode)]),
    ]),
    pre,
  ]);
}

// ---- Headings ----

type TocEntry = { id: string; text: string; depth: number };

function isHeading(node: Element): boolean {
  return /^h[2-6]$/.test(node.tagName);
}

// ---- The whole body ----

type Job = () => Promise<void>;

/** Replaces `node` in `parent` by what `make` returns, once the async work is done. */
function replaceLater(jobs: Job[], parent: { children: HastContent[] | ElementContent[] }, node: Element, make: () => Promise<Element>) {
  jobs.push(async () => {
    const next = await make();
    const index = (parent.children as HastContent[]).indexOf(node);
    if (index >= 0) (parent.children as HastContent[])[index] = next;
  });
}

export async function renderPostMarkdown(markdownText: string, ctx: RenderContext): Promise<RenderedPost> {
  const T = blogBodyText(ctx.lang ?? "en");
  const mdast = parsePostMarkdown(markdownText);
  // Comments are the only HTML a post may hold (checkPostMarkdown refused the rest); they are dropped.
  shiftHeadings(mdast);
  const tree = (await toHast.run(mdast)) as HastRoot;
  const words = countWords(hastToString(tree));
  const jobs: Job[] = [];
  const toc: TocEntry[] = [];
  let firstImage = true;

  visit(tree, "element", (node, index, parent) => {
    if (!parent || index === undefined) return;
    const topLevel = parent.type === "root";

    // A YouTube link alone in its paragraph: the card.
    if (node.tagName === "p") {
      const only = meaningful(node.children);
      const link = only.length === 1 && only[0]!.type === "element" && only[0]!.tagName === "a" ? only[0]! : null;
      const video = link ? youTubeVideo(String(link.properties.href ?? "")) : null;
      if (link && video) {
        const label = hastToString(link).trim();
        const title = label && label !== link.properties.href && !/^https?:\/\//.test(label) ? label : T.videoTitleFallback;
        const inner = meaningful(link.children);
        const thumb = inner.length === 1 && inner[0]!.type === "element" && inner[0]!.tagName === "img" ? inner[0]! : null;
        replaceLater(jobs, parent, node, async () => {
          const image = thumb ? await ctx.media.image(resolvePostImage(ctx.file, String(thumb.properties.src))!, ctx.slug) : null;
          return videoCard(T, video, thumb ? String(thumb.properties.alt ?? title) : title, image ? picture(image, "", false) : null);
        });
        return "skip";
      }
      // An image alone in its paragraph: a figure, captioned by its title when it has one.
      if (only.length === 1 && only[0]!.type === "element" && only[0]!.tagName === "img") {
        const img = only[0]!;
        const eager = firstImage && !ctx.hasCover && topLevel && index <= 2;
        firstImage = false;
        replaceLater(jobs, parent, node, async () => {
          const image = await ctx.media.image(resolvePostImage(ctx.file, String(img.properties.src))!, ctx.slug);
          const title = img.properties.title ? String(img.properties.title) : "";
          return el("figure", { className: ["post-figure"] }, [picture(image, String(img.properties.alt ?? ""), eager), ...(title ? [el("figcaption", {}, [text(title)])] : [])]);
        });
        return "skip";
      }
    }

    if (node.tagName === "img") {
      firstImage = false;
      replaceLater(jobs, parent, node, async () => {
        const image = await ctx.media.image(resolvePostImage(ctx.file, String(node.properties.src))!, ctx.slug);
        return picture(image, String(node.properties.alt ?? ""), false);
      });
      return "skip";
    }

    if (node.tagName === "pre") {
      const code = node.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      const language = code ? languageOf(code) : null;
      const source = hastToString(code ?? node).replace(/\n$/, "");
      replaceLater(jobs, parent, node, async () => codeBlock(T, await highlightedPre(source, language), language));
      return "skip";
    }

    // A task list's checkbox is named by its item's text (GitHub's markup leaves it unnamed).
    if (node.tagName === "input" && parent.type === "element" && parent.tagName === "li") {
      node.properties.ariaLabel = hastToString(parent).trim().split("\n")[0];
      return;
    }

    if (node.tagName === "a") {
      const href = String(node.properties.href ?? "");
      if (/^https?:\/\//i.test(href)) {
        // Every absolute link leaves the site (its own pages are linked by path): a new tab
        // that cannot reach back into this page, and that is not told where the visitor came from.
        node.properties.rel = ["noopener", "noreferrer"];
        node.properties.target = "_blank";
      }
      return;
    }

    if (isHeading(node) && typeof node.properties.id === "string") {
      const classes = node.properties.className;
      // GitHub's footnote section title is for screen readers; it needs no anchor or TOC entry.
      if (Array.isArray(classes) && classes.includes("sr-only")) return;
      const id = node.properties.id;
      const label = hastToString(node).trim();
      if (node.tagName === "h2" || node.tagName === "h3") toc.push({ id, text: label, depth: Number(node.tagName[1]) });
      node.children.push(text(" "), el("a", { href: `#${id}`, className: ["post-anchor"], ariaLabel: `${T.headingLink}: ${label}` }, [text("#")]));
      return "skip";
    }
    return;
  });
  // Images first in document order: the media store encodes one image at a time per call.
  for (const job of jobs) await job();

  if (toc.length >= TOC_MIN_HEADINGS && words >= TOC_MIN_WORDS) {
    const items = toc.map((entry) => el("li", { className: entry.depth === 3 ? ["post-toc-sub"] : [] }, [el("a", { href: `#${entry.id}` }, [text(entry.text)])]));
    tree.children.unshift(
      el("nav", { className: ["post-toc"], ariaLabelledBy: ["post-toc-title"] }, [
        el("p", { id: "post-toc-title", className: ["post-toc-title"] }, [text(T.tocTitle)]),
        el("ol", {}, items),
      ]),
    );
  }
  return { html: stringify.stringify(tree), words };
}
