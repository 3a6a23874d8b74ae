/**
 * GET /api/blog/{slug} (spec 1 section 7): one post; reading it counts a real view on the
 * server. Any non-OK answer is an error, which the page shows as "Post Not Found".
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BLOG_API_PATH, type BlogPost } from "../../../contracts/blog";

export function blogPostQueryOptions(slug: string) {
  return queryOptions<BlogPost>({ queryKey: [BLOG_API_PATH, encodeURIComponent(slug)] });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
