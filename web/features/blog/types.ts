import type { BlogArticle } from "../../../contracts/blog";

/**
 * What the pages show: the build-time copy of an article (prerendered, no views yet) or the
 * API's answer (with the real views). `views` is undefined until the API has answered.
 */
export type PagePost = Omit<BlogArticle, "content"> & { html: string; views?: number };
export type CardPost = Omit<PagePost, "html">;
