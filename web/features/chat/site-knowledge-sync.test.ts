/**
 * The assistant's site knowledge (contracts/, readable by the server) must say what the pages
 * show (web/content/, which the server cannot import): these checks catch the two drifting apart.
 */
import { describe, expect, it } from "vitest";
import { NAV_LINKS } from "../../../contracts/site-routes";
import { GAMES as KNOWN_GAMES, SITE_PAGES } from "../../../contracts/site-knowledge";
import { GAMES as HUB_GAMES } from "../../content/games";

describe("site knowledge and the pages", () => {
  it("names and describes every game on the hub exactly as its card does, at the same path", () => {
    for (const card of HUB_GAMES) {
      const known = KNOWN_GAMES.find((g) => g.id === card.id);
      expect(known, card.id).toBeDefined();
      expect({ name: known?.name, path: known?.path, description: known?.description }).toEqual({
        name: card.name,
        path: card.path,
        description: card.description,
      });
    }
  });

  it("knows every page in the navigation", () => {
    for (const link of NAV_LINKS) expect(SITE_PAGES.map((p) => p.path)).toContain(link.path);
  });
});
