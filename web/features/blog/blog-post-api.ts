/**
 * The blog post page's two reads:
 * - GET /api/blog/{slug}: one whole post; reading it counts a real view on the server. Used only
 *   for a post the build made no page for (published since the build).
 * - POST /api/blog/{slug}/views: counts the view and answers `{ views }` only. A prerendered post
 *   already holds its article, so this small answer is all it needs.
 * Any non-OK answer is an HttpError; the page decides what it means (404: the API does not know it).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BLOG_API_PATH, BLOG_VIEWS_SEGMENT, type BlogPost, type BlogViews } from "../../../contracts/blog";
import { COUNTER_REQUEST_INIT } from "../../../contracts/counters";
import { throwIfNotOk } from "../../lib/query-client";

export function blogPostQueryOptions(slug: string) {
  return queryOptions<BlogPost>({ queryKey: [BLOG_API_PATH, encodeURIComponent(slug)] });
}

export function blogViewsQueryOptions(slug: string) {
  const path = [BLOG_API_PATH, encodeURIComponent(slug), BLOG_VIEWS_SEGMENT];
  return queryOptions<BlogViews>({
    queryKey: path,
    queryFn: async ({ signal }) => {
      const res = await fetch(path.join("/"), { method: "POST", credentials: "include", signal, ...COUNTER_REQUEST_INIT });
      await throwIfNotOk(res);
      return (await res.json()) as BlogViews;
    },
  });
}

/** The whole post from the API, unless the page already has it from the build (then nothing is fetched). */
export function useBlogPost(slug: string, enabled: boolean) {
  return useQuery({ ...blogPostQueryOptions(slug), enabled });
}

/** The view count of a post the page already holds (counting this visit), when `enabled`. */
export function useBlogViews(slug: string, enabled: boolean) {
  return useQuery({ ...blogViewsQueryOptions(slug), enabled });
}
