import { describe, expect, it } from "vitest";
import { isLocale, localeOfPath, localizedPath, textDirection, unlocalizedPath } from "./locales";

describe("language paths", () => {
  it("reads a page's language from its first segment", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/games/snake")).toBe("en");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/pt-br/games")).toBe("pt-BR");
    expect(localeOfPath("/id/blog/x")).toBe("id");
    expect(localeOfPath("/ar/404")).toBe("ar");
    // Only the prefix names a language, never the tag itself or a lookalike.
    expect(localeOfPath("/pt-BR/games")).toBe("en");
    expect(localeOfPath("/hindi")).toBe("en");
  });

  it("puts a path in a language and takes it out again", () => {
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/games/snake", "pt-BR")).toBe("/pt-br/games/snake");
    expect(localizedPath("/hi/games/snake", "ar")).toBe("/ar/games/snake");
    expect(localizedPath("/ar/games", "en")).toBe("/games");
    expect(localizedPath("/hi", "en")).toBe("/");
    expect(localizedPath("/games?challenge=1#top", "id")).toBe("/id/games?challenge=1#top");
    expect(localizedPath("/?x=1", "hi")).toBe("/hi?x=1");
    expect(unlocalizedPath("/pt-br")).toBe("/");
    expect(unlocalizedPath("/id/tools")).toBe("/tools");
  });

  it("leaves addresses that are not the site's pages alone", () => {
    expect(localizedPath("https://youtube.com/x", "hi")).toBe("https://youtube.com/x");
    expect(localizedPath("//cdn.example/x", "hi")).toBe("//cdn.example/x");
    expect(localizedPath("/api/likes", "ar")).toBe("/api/likes");
    expect(localizedPath("#section", "ar")).toBe("#section");
    expect(localizedPath("/rss.xml", "hi")).toBe("/rss.xml");
    expect(localizedPath("/blog/images/cover.webp?v=2", "id")).toBe("/blog/images/cover.webp?v=2");
  });

  it("knows its languages and Arabic's direction", () => {
    expect(isLocale("pt-BR")).toBe(true);
    expect(isLocale("pt-br")).toBe(false);
    expect(isLocale("fr")).toBe(false);
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("hi")).toBe("ltr");
  });
});
