import { describe, expect, it } from "vitest";
import { catalogFile, partTextsKey, routeTextsKey } from "./route-texts";

describe("route catalogs' addresses", () => {
  it("names a translated route's catalog by its pattern, as React Router writes it and as the build does", () => {
    expect(routeTextsKey(":lang/games/snake")).toBe("games/snake");
    expect(routeTextsKey("/:lang/games/snake")).toBe("games/snake");
    expect(routeTextsKey(":lang")).toBe("index");
    expect(routeTextsKey("/:lang/blog/:slug")).toBe("blog/$slug");
    expect(routeTextsKey(":lang/*")).toBe("$");
    // An English page's path names the same catalog as its translated twin's pattern (the service worker's list).
    expect(routeTextsKey("/games/2048")).toBe("games/2048");
    expect(routeTextsKey("/")).toBe("index");
  });

  it("puts the version in every address, so a kept copy is never another build's", () => {
    expect(catalogFile("abc123", "hi", "games/snake")).toBe("/texts/abc123/hi/games/snake.json");
    expect(catalogFile("abc123", "ar", partTextsKey("features/chat/chat-window"))).toBe("/texts/abc123/ar/parts/features/chat/chat-window.json");
  });
});
