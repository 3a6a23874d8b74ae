/**
 * Reads the articles in site/blog/*.md (blogDir()). The build (prerender list, route loaders, RSS and
 * sitemap) and the server (the sync into the blog table at start) both call this, so both see
 * the same posts and the same validation: a bad file stops either of them with its file name
 * and the field (docs/decisions/007-blog-content-read-by-build-and-server.md).
 */
import { existsSync } from "node:fs";
import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { cardImageUrl, postLocale, type BlogArticle } from "../contracts/blog";
import { BlogContentError, articleBodyLine, parseBlogArticle } from "../contracts/blog-markdown";
import { createMediaStore, type MediaStore } from "./blog-media";
import { BUILD_CLIENT_DIR } from "./build-dir";
import { siteBlogDir } from "./site-folder";
import { checkPostMarkdown, parsePostMarkdown, renderPostMarkdown, type RenderedPost } from "./blog-render";

/**
 * The posts' folder: BLOG_DIR when set, else the operator's folder's blog/ (site/blog, or
 * SITE_DIR/blog: publishing/site-folder.ts). The build (prerender, feeds) and the server
 * (server/config.ts) read the same variables, so both see the same posts; `npm test` points
 * BLOG_DIR at test/fixtures/blog, so the tests never depend on the operator's own posts.
 */
export function blogDir(env: Record<string, string | undefined> = process.env): string {
  return env.BLOG_DIR?.trim() || siteBlogDir(env);
}

/**
 * A blog folder may bring the files its posts name (their cover images) in its own public/
 * subfolder: the build copies it into the site (scripts/postbuild.ts). The operator's covers live
 * in the operator's folder's public/blog (sitePublicDir), which the build serves at the root.
 */
export function blogPublicDir(dir: string): string {
  return path.join(dir, "public");
}

export type LoadOptions = {
  /** When given (the build: the operator's public folder), each cover image and its 600-wide card copy must exist here (or in the posts folder's own public/). */
  publicDir?: string;
};

/** Newest first; ties (same day) by slug, so the order never depends on the file system. */
export function newestFirst(a: Pick<BlogArticle, "createdAt" | "slug">, b: Pick<BlogArticle, "createdAt" | "slug">): number {
  return b.createdAt.localeCompare(a.createdAt) || a.slug.localeCompare(b.slug);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** An article with where it came from: its Markdown's errors and images are named from its file. */
export type BlogSource = { article: BlogArticle; file: string; firstLine: number };

/**
 * Every post of the folder, validated: front matter, and a body without raw HTML whose images have
 * alt text and exist beside the post. The first bad post stops the caller with one line.
 */
export async function loadBlogSources(dir: string = blogDir(), options: LoadOptions = {}): Promise<BlogSource[]> {
  const absolute = path.resolve(dir);
  const files = (await readdir(absolute)).filter((name) => name.endsWith(".md")).sort();
  const sources: BlogSource[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(absolute, name)) || name;
    const text = await readFile(path.join(absolute, name), "utf8");
    const article = parseBlogArticle(file, text);
    const other = fileOfSlug.get(article.slug);
    if (other) throw new BlogContentError(file, "slug", `"${article.slug}" is already used by ${other}`);
    fileOfSlug.set(article.slug, file);
    if (options.publicDir && article.imageUrl) {
      for (const url of [article.imageUrl, cardImageUrl(article.imageUrl)]) {
        if (!(await exists(path.join(options.publicDir, url))) && !(await exists(path.join(blogPublicDir(absolute), url)))) {
          throw new BlogContentError(file, "image", `needs ${path.join(options.publicDir, url)} (npm run blog:images makes both sizes)`);
        }
      }
    }
    const firstLine = articleBodyLine(text);
    checkPostMarkdown(parsePostMarkdown(article.content), { file, firstLine }, existsSync);
    sources.push({ article, file, firstLine });
  }
  return sources.sort((a, b) => newestFirst(a.article, b.article));
}

export async function loadBlogArticles(dir: string = blogDir(), options: LoadOptions = {}): Promise<BlogArticle[]> {
  return (await loadBlogSources(dir, options)).map((s) => s.article);
}

/** The post's body as HTML, its images written by `media` (publishing/blog-render.ts). */
export function renderBlogSource(source: BlogSource, media: MediaStore): Promise<RenderedPost> {
  const { article, file, firstLine } = source;
  return renderPostMarkdown(article.content, { file, firstLine, slug: article.slug, media, hasCover: article.imageUrl !== null, lang: postLocale(article) });
}

let buildMedia: MediaStore | undefined;

/**
 * The build's copy of one post with its body as HTML (the post route's loader, the RSS feed), or
 * null when the folder has no such post. Images go into the build beside the pages.
 */
export async function renderedPostForBuild(slug: string, dir: string = blogDir()): Promise<(Omit<BlogArticle, "content"> & RenderedPost) | null> {
  const source = (await loadBlogSources(dir)).find((s) => s.article.slug === slug);
  if (!source) return null;
  buildMedia ??= createMediaStore(path.resolve(BUILD_CLIENT_DIR));
  const { content: _markdown, ...article } = source.article;
  return { ...article, ...(await renderBlogSource(source, buildMedia)) };
}
