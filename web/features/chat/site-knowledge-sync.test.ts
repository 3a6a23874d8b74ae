/**
 * The assistant's site knowledge (contracts/, readable by the server) must say what the pages
 * show (web/content/, which the server cannot import): these checks catch the two drifting apart.
 */
import { describe, expect, it } from "vitest";
import { NAV_LINKS } from "../../../contracts/site-routes";
import { GAMES as KNOWN_GAMES, SITE_PAGES } from "../../../contracts/site-knowledge";
import { GAMES as HUB_GAMES } from "../../content/games";

describe("site knowledge and the pages", () => {
  it("has a hub card for every game the assistant knows, in the same order, with the shared facts", () => {
    // Names, lines and paths are kept once in contracts/games.ts; the hub must not leave a game out.
    expect(HUB_GAMES.map((card) => card.id)).toEqual(KNOWN_GAMES.map((g) => g.id));
    for (const card of HUB_GAMES) {
      const known = KNOWN_GAMES.find((g) => g.id === card.id);
      expect({ name: card.name, path: card.path, description: card.description }).toEqual({
        name: known?.name,
        path: known?.path,
        description: known?.description,
      });
      expect(card.howToPlay.length, card.id).toBeGreaterThan(20);
    }
  });

  it("knows every page in the navigation", () => {
    for (const link of NAV_LINKS) expect(SITE_PAGES.map((p) => p.path)).toContain(link.path);
  });
});
