import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../contracts/locales";
import { GAMES, gameThumbnail } from "../web/content/games";
import { THUMBNAIL } from "./generate-game-thumbnails";

const file = (url: string) => readFileSync(`public${url}`);

describe("the games hub's thumbnails", () => {
  it("has one for every game in every language, 480x270", async () => {
    for (const game of GAMES) {
      for (const locale of LOCALES) {
        const { width, height } = await sharp(file(gameThumbnail(game, locale))).metadata();
        expect({ width, height }, `${game.id} in ${locale}`).toEqual(THUMBNAIL);
      }
    }
  });

  it("draws a board that shows words once per language, and shares a board of pictures and digits", () => {
    for (const game of GAMES) {
      const english = gameThumbnail(game, DEFAULT_LOCALE);
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
        const translated = gameThumbnail(game, locale);
        if (!game.boardWords) expect(translated).toBe(english);
        else expect(file(translated).equals(file(english)), `${game.id} in ${locale} is its own drawing`).toBe(false);
      }
    }
    expect(gameThumbnail({ id: "colormatch", boardWords: true }, "pt-BR")).toBe("/games/colormatch.pt-br.webp");
  });
});
