/**
 * GET /api/blog: the posts newest first, without content. The query client's
 * default fetcher does the GET to the key; this module owns the key and type.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BLOG_API_PATH, type BlogPostSummary } from "../../../contracts/blog";

export function blogListQueryOptions() {
  return queryOptions<BlogPostSummary[]>({ queryKey: [BLOG_API_PATH] });
}

export function useBlogList() {
  return useQuery(blogListQueryOptions());
}
