import { describe, expect, it } from "vitest";
import { languageSwitchPath, offeredLocale, siteLocaleOf } from "./language-choice";

describe("languageSwitchPath", () => {
  it("leads to the same page in the chosen language", () => {
    expect(languageSwitchPath("/games/snake", "", "", "hi")).toBe("/hi/games/snake");
    expect(languageSwitchPath("/hi/games/snake", "", "", "ar")).toBe("/ar/games/snake");
    expect(languageSwitchPath("/pt-br/games/snake", "", "", "en")).toBe("/games/snake");
    expect(languageSwitchPath("/", "", "", "pt-BR")).toBe("/pt-br");
    expect(languageSwitchPath("/id", "", "", "en")).toBe("/");
    expect(languageSwitchPath("/ar", "", "", "id")).toBe("/id");
  });

  it("keeps the query and the fragment", () => {
    expect(languageSwitchPath("/tools", "?tab=names", "#top", "id")).toBe("/id/tools?tab=names#top");
    expect(languageSwitchPath("/hi/blog/a-post", "", "#comments", "en")).toBe("/blog/a-post#comments");
    expect(languageSwitchPath("/", "?seed=2", "", "ar")).toBe("/ar?seed=2");
  });

  it("staying in the page's language is the same address", () => {
    expect(languageSwitchPath("/hi/games", "", "", "hi")).toBe("/hi/games");
    expect(languageSwitchPath("/games", "", "", "en")).toBe("/games");
  });
});

describe("siteLocaleOf", () => {
  it("maps browser tags to the site's languages", () => {
    expect(siteLocaleOf("pt-BR")).toBe("pt-BR");
    expect(siteLocaleOf("pt")).toBe("pt-BR");
    expect(siteLocaleOf("pt-PT")).toBe("pt-BR");
    expect(siteLocaleOf("hi-IN")).toBe("hi");
    expect(siteLocaleOf("in")).toBe("id");
    expect(siteLocaleOf("id-ID")).toBe("id");
    expect(siteLocaleOf("ar-EG")).toBe("ar");
    expect(siteLocaleOf("en-GB")).toBe("en");
    expect(siteLocaleOf("fr-FR")).toBeUndefined();
    expect(siteLocaleOf("")).toBeUndefined();
  });
});

describe("offeredLocale", () => {
  it("offers the browser's first language the site has, on a page in another language", () => {
    expect(offeredLocale(null, ["pt-BR", "pt", "en-US"], "en")).toBe("pt-BR");
    expect(offeredLocale(null, ["fr-FR", "hi-IN", "en"], "en")).toBe("hi");
    expect(offeredLocale(null, ["ar"], "hi")).toBe("ar");
    expect(offeredLocale(null, ["id-ID"], "ar")).toBe("id");
  });

  it("offers nothing once the visitor chose or dismissed", () => {
    expect(offeredLocale("en", ["pt-BR"], "en")).toBeUndefined();
    expect(offeredLocale("pt-BR", ["pt-BR"], "en")).toBeUndefined();
    expect(offeredLocale("hi", ["ar"], "en")).toBeUndefined();
  });

  it("ignores a stored value that is no language", () => {
    expect(offeredLocale("klingon", ["pt-BR"], "en")).toBe("pt-BR");
  });

  it("offers nothing when the browser prefers English or the page's own language", () => {
    expect(offeredLocale(null, ["en-US", "pt-BR"], "en")).toBeUndefined();
    expect(offeredLocale(null, ["en-US", "pt-BR"], "hi")).toBeUndefined();
    expect(offeredLocale(null, ["hi-IN", "en"], "hi")).toBeUndefined();
    expect(offeredLocale(null, ["fr", "de"], "en")).toBeUndefined();
    expect(offeredLocale(null, [], "en")).toBeUndefined();
  });
});
