import { describe, expect, it } from "vitest";
import { isApiPath, isPrecachedPage, languagePages, languageParts, offlinePageFor, pageCacheKey, shouldKeepVisitedPage } from "./sw-routes";

describe("service worker routes", () => {
  it("treats /api and everything below it as API (never cached)", () => {
    expect(isApiPath("/api/ff-likes")).toBe(true);
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/apiary")).toBe(false);
    expect(isApiPath("/games/api")).toBe(false);
  });

  it("precaches the shell, every game, the utilities, the tools, the likes page and the offline page", () => {
    for (const route of ["/", "/offline", "/games", "/games/snake", "/games/2048", "/utility-tools", "/tools", "/ff-bots/likes"]) {
      expect(isPrecachedPage(route), route).toBe(true);
    }
  });

  it("precaches each language's offline page and shows the one of the address's language", () => {
    for (const route of ["/hi/offline", "/pt-br/offline", "/id/offline", "/ar/offline"]) expect(isPrecachedPage(route), route).toBe(true);
    expect(offlinePageFor("/hi/about")).toBe("/hi/offline");
    expect(offlinePageFor("/ar")).toBe("/ar/offline");
    expect(offlinePageFor("/pt-br/blog/some-post")).toBe("/pt-br/offline");
    expect(offlinePageFor("/about")).toBe("/offline");
    expect(offlinePageFor("/history")).toBe("/offline");
  });

  it("does not precache the blog, the dashboard, the 404 page or nested game paths", () => {
    for (const route of ["/blog", "/blog/some-post", "/admin", "/404", "/about", "/games/snake/extra"]) {
      expect(isPrecachedPage(route), route).toBe(false);
    }
  });

  it("keys a page by origin and path, without query or trailing slash", () => {
    expect(pageCacheKey(new URL("https://x.dev/games/snake?seed=4"))).toBe("https://x.dev/games/snake");
    expect(pageCacheKey(new URL("https://x.dev/tools/"))).toBe("https://x.dev/tools");
    expect(pageCacheKey(new URL("https://x.dev/?a=1"))).toBe("https://x.dev/");
  });

  it("keeps only 200 pages that are neither API nor the dashboard", () => {
    expect(shouldKeepVisitedPage("/about", 200)).toBe(true);
    expect(shouldKeepVisitedPage("/nope", 404)).toBe(false);
    expect(shouldKeepVisitedPage("/admin", 200)).toBe(false);
    expect(shouldKeepVisitedPage("/api/health", 200)).toBe(false);
  });
});

describe("languagePages", () => {
  it("is English's precached pages in the language, each with its route's catalog, and no offline page", () => {
    const precached = ["/", "/offline", "/hi/offline", "/games", "/games/snake", "/tools", "/assets/shell-A.js", "/favicon.svg"];
    expect(languagePages("hi", precached, "v1")).toEqual([
      { page: "/hi", texts: "/texts/v1/hi/index.json" },
      { page: "/hi/games", texts: "/texts/v1/hi/games.json" },
      { page: "/hi/games/snake", texts: "/texts/v1/hi/games/snake.json" },
      { page: "/hi/tools", texts: "/texts/v1/hi/tools.json" },
    ]);
  });
});

describe("languageParts", () => {
  it("is every lazy part's catalog in the language, at the build's version", () => {
    expect(languageParts("ar", ["parts/features/tools/name-generator/name-generator", "parts/shell/deferred-shell"], "v1")).toEqual([
      "/texts/v1/ar/parts/features/tools/name-generator/name-generator.json",
      "/texts/v1/ar/parts/shell/deferred-shell.json",
    ]);
  });
});
