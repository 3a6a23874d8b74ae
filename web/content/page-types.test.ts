/**
 * A content page's texts are named by stable ids (docs/decisions/072-stable-text-ids.md): a card
 * inserted in English leaves every translation where it was, in the page's real catalogs too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "../../contracts/locales";
import { HOME_CONTENT } from "./home";
import { itemIds, localizeTree, pageTexts } from "./page-types";

const messagesDir = path.resolve(import.meta.dirname, "../i18n/messages");

describe("stable text ids", () => {
  it("names a list's items by their id field, else their first text's first words, never their place", () => {
    expect(itemIds([{ id: "likes", title: "Free likes" }, { title: "Name generator: styled names" }, "Plain words here and more"])).toEqual([
      "likes",
      "name-generator-styled-names",
      "plain-words-here-and",
    ]);
    expect(itemIds(["Same", "Same"])).toEqual(["same", "same-2"]);
    // The operator's values are placeholders first, so every operator's build names them alike.
    expect(itemIds(["Ravi's games"], { name: "Ravi" })).toEqual(["name-s-games"]);
    expect(pageTexts({ cards: [{ title: "One" }, { title: "Two" }] })).toEqual({ cards_one_title: "One", cards_two_title: "Two" });
  });

  it.each(TRANSLATED_LOCALES)("a card inserted first in the home page's English leaves every %s translation where it was", (code) => {
    const texts = JSON.parse(readFileSync(path.join(messagesDir, code, `${HOME_CONTENT.name}.json`), "utf8")) as Record<string, string>;
    const before = localizeTree(HOME_CONTENT.tree, texts, HOME_CONTENT.vars);
    const inserted = { title: "A brand new card", description: "Nobody has translated it yet", path: "/new", icon: "code" } as const;
    const tree = { ...HOME_CONTENT.tree, highlights: [inserted, ...HOME_CONTENT.tree.highlights] };
    const after = localizeTree(tree, texts, HOME_CONTENT.vars);
    // The new card stays English (no translation has its id); every other card is as translated before.
    expect(after.highlights[0]).toEqual(inserted);
    expect(after.highlights.slice(1)).toEqual(before.highlights);
    expect(before.highlights.length).toBeGreaterThan(1);
    // And the translation is one: the cards are not left in English.
    expect(before.highlights.map((c) => c.title)).not.toEqual(HOME_CONTENT.tree.highlights.map((c) => c.title));
  });
});
