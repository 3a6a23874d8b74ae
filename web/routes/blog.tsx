import { loadBlogArticles } from "../../publishing/blog-articles";
import { BLOG_FEED_LINK } from "../content/blog";
import { blogMessages } from "../features/blog/messages";
import { BlogListPage } from "../features/blog/blog-list-page";
import { pageMeta, routeMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";
import type { Route } from "./+types/blog";

export const links = () => [BLOG_FEED_LINK];

export const meta = routeMeta(() => {
  const t = blogMessages.get();
  return pageMeta({ title: t.listTitle, description: t.listDescription, path: "/blog" });
});

/** Build time only (prerender): the posts go into the HTML, without their long bodies. */
export async function loader() {
  const articles = await loadBlogArticles();
  return { posts: articles.map(({ content: _content, ...card }) => card) };
}

/** In-app navigation skips the build-time copy: the page asks the API, with skeletons meanwhile. */
export function clientLoader() {
  return { posts: null };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <BlogListPage prerendered={loaderData.posts} />
    </QueryProvider>
  );
}
