/**
 * Reads the articles in content/blog/*.md. The build (prerender list, route loaders, RSS and
 * sitemap) and the server (the sync into the blog table at start) both call this, so both see
 * the same posts and the same validation: a bad file stops either of them with its file name
 * and the field (docs/decisions/007-blog-content-read-by-build-and-server.md).
 */
import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { cardImageUrl, type BlogArticle } from "../contracts/blog";
import { BlogContentError, parseBlogArticle } from "../contracts/blog-markdown";

/** Where the articles live, relative to the project root (the build's and the server's cwd). */
export const DEFAULT_BLOG_DIR = "content/blog";

/**
 * The posts' folder: BLOG_DIR when set, else content/blog. The build (prerender, feeds) and the
 * server (server/config.ts) read the same variable, so both see the same posts; `npm test` points
 * it at test/fixtures/blog, so the tests never depend on the operator's own posts.
 */
export function blogDir(env: Record<string, string | undefined> = process.env): string {
  return env.BLOG_DIR?.trim() || DEFAULT_BLOG_DIR;
}

/**
 * A blog folder may bring the files its posts name (their images) in its own public/ subfolder:
 * the build copies it into the site beside public/ (scripts/postbuild.ts). content/blog has none:
 * the operator's images live in public/blog.
 */
export function blogPublicDir(dir: string): string {
  return path.join(dir, "public");
}

export type LoadOptions = {
  /** When given (the build), each featured image and its 600-wide card copy must exist here (or in the folder's own public/). */
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

export async function loadBlogArticles(dir: string = blogDir(), options: LoadOptions = {}): Promise<BlogArticle[]> {
  const absolute = path.resolve(dir);
  const files = (await readdir(absolute)).filter((name) => name.endsWith(".md")).sort();
  const articles: BlogArticle[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(absolute, name)) || name;
    const article = parseBlogArticle(file, await readFile(path.join(absolute, name), "utf8"));
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
    articles.push(article);
  }
  return articles.sort(newestFirst);
}
