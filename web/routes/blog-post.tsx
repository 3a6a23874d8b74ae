import { data } from "react-router";
import { renderedPostForBuild } from "../../publishing/blog-articles";
import { SECTION_NOT_FOUND_SEGMENT } from "../../contracts/site-routes";
import { postLocale } from "../../contracts/blog";
import { localizedPath } from "../../contracts/locales";
import { BLOG_FEED_LINK } from "../content/blog";
import { blogMessages } from "../features/blog/messages";
import { BlogPostPage } from "../features/blog/blog-post-page";
import { siteConfig } from "../../site.config";
import { blogPostingJsonLd } from "../lib/json-ld";
import { absoluteUrl, pageMeta, routeMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";
import type { Route } from "./+types/blog-post";

export const links = () => [BLOG_FEED_LINK];

/**
 * A post exists in one language (decision 048): its hreflang names only that one, and its canonical
 * and og:url are its own language's address, also on another language's copy of the page (an
 * English post under /hi/blog/<slug> is the English post in Hindi chrome, not a translation).
 */
export const meta = routeMeta(({ loaderData }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post) {
    const t = blogMessages.get();
    return pageMeta({ title: t.notFoundTitle, description: t.notFoundText, path: "/blog", noindex: true });
  }
  const path = `/blog/${post.slug}`;
  const lang = postLocale(post);
  const own = absoluteUrl(localizedPath(path, lang));
  const tags = pageMeta({ title: post.title, description: post.excerpt, path, languages: [lang], image: post.imageUrl ?? undefined, type: "article" }).map((tag) => {
    if ("rel" in tag && tag.rel === "canonical") return { ...tag, href: own };
    if ("property" in tag && tag.property === "og:url") return { ...tag, content: own };
    return tag;
  });
  // The structured data names the post's language too.
  const ld = { ...blogPostingJsonLd(post, siteConfig), inLanguage: lang };
  return [...tags, { "script:ld+json": ld }];
});

/**
 * Build time only: each prerendered post page carries its article, and /blog/_not-found (which
 * the server sends, with 404, for any unknown /blog/<slug>) carries "missing".
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (params.slug === SECTION_NOT_FOUND_SEGMENT) return { post: null, missing: true };
  // The body arrives as finished HTML: no Markdown or highlighting code goes to the browser.
  const rendered = await renderedPostForBuild(params.slug);
  if (!rendered) throw data(null, { status: 404 });
  const { words: _words, ...post } = rendered;
  return { post, missing: false };
}

/**
 * In-app navigation: the prerendered copy (<path>.data) when the build made one; for any other
 * slug there is none, and the page asks the API, which decides between the post and "Post Not Found".
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { post: null, missing: false };
  }
}

export default function BlogPostRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <BlogPostPage key={params.slug} slug={params.slug} prerendered={loaderData.post} missing={loaderData.missing} />
    </QueryProvider>
  );
}
