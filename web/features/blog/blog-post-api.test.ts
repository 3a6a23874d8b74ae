import { afterEach, describe, expect, it, vi } from "vitest";
import { blogViewsQueryOptions } from "./blog-post-api";

afterEach(() => vi.unstubAllGlobals());

describe("the blog post's view count", () => {
  it("POSTs an empty JSON object with its type, the only body the server counts", async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ views: 7 }));
    vi.stubGlobal("fetch", fetchMock);
    const { queryFn } = blogViewsQueryOptions("keep-your-game-account-safe");
    const views = await (queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
    expect(views).toEqual({ views: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/blog/keep-your-game-account-safe/views",
      expect.objectContaining({ method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
  });
});
