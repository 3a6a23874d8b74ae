import { describe, expect, it } from "vitest";
import {
  CARD_HEIGHT,
  MAX_CARD_BYTES,
  cardFileName,
  cardLines,
  encodeCard,
  paintCard,
  shareUrl,
  siteAddress,
  type CardCanvas,
  type CardContext,
  type CardFacts,
} from "./share-card";

const facts: CardFacts = { game: "snake", gameName: "Snake", score: 3260, rank: 1204, day: "2026-11-26", colors: { from: "#16a34a", to: "#065f46" } };
const site = { siteName: "Creator Hub", siteUrl: "https://example-creator.dev/" };

/** A 2D context that records the text drawn, where, and in which font. */
function recordingContext() {
  const texts: { text: string; x: number; y: number; font: string }[] = [];
  const ctx = {
    fillStyle: "",
    font: "",
    textBaseline: "alphabetic",
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    fillRect: () => undefined,
    measureText: () => ({ width: 0 }),
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, font: ctx.font });
    },
  };
  return { ctx: ctx as unknown as CardContext, texts };
}

/** A canvas whose encoder makes what `make` says for a type and quality (null: nothing). */
function fakeCanvas(make: (type: string, quality: number) => Blob | null) {
  const asked: [string, number][] = [];
  const canvas: CardCanvas = {
    toBlob(callback, type = "image/png", quality = 1) {
      asked.push([type, quality]);
      queueMicrotask(() => callback(make(type, quality)));
    },
  };
  return { canvas, asked };
}
const blobOf = (type: string, bytes: number) => new Blob([new Uint8Array(bytes)], { type });

describe("the share card", () => {
  it("says the game, the score and rank as the challenge writes numbers, and the site's name and address", () => {
    expect(cardLines(facts, site)).toEqual({
      heading: "Daily challenge · 2026-11-26",
      game: "Snake",
      score: "3,260 points",
      rank: "Rank #1,204 today",
      site: "Creator Hub",
      address: "example-creator.dev",
    });
    const { ctx, texts } = recordingContext();
    paintCard(ctx, facts, site);
    expect(texts.map((t) => t.text)).toEqual(["Daily challenge · 2026-11-26", "Snake", "3,260 points", "Rank #1,204 today", "Creator Hub", "example-creator.dev"]);
    // The address is on the card itself, inside its frame, in bold.
    const address = texts.at(-1)!;
    expect(address.y).toBeLessThan(CARD_HEIGHT - 60);
    expect(address.font).toMatch(/^700 /);
  });

  it("writes an address with its path and without a trailing slash", () => {
    expect(siteAddress("https://example.org/creator/")).toBe("example.org/creator");
    expect(siteAddress("http://localhost:4173")).toBe("localhost:4173");
  });

  it("is a WebP where the browser makes one, named for the game and day", async () => {
    const { canvas, asked } = fakeCanvas((type) => blobOf(type, 40_000));
    const card = await encodeCard(canvas);
    expect(card.type).toBe("image/webp");
    expect(asked).toEqual([["image/webp", 0.85]]);
    expect(cardFileName(facts, "image/webp")).toBe("snake-challenge-2026-11-26.webp");
    expect(cardFileName(facts, "image/jpeg")).toBe("snake-challenge-2026-11-26.jpg");
  });

  it("falls back to a JPEG when the browser answers a PNG or nothing for WebP", async () => {
    const png = fakeCanvas((type) => (type === "image/jpeg" ? blobOf(type, 60_000) : blobOf("image/png", 500_000)));
    expect((await encodeCard(png.canvas)).type).toBe("image/jpeg");
    expect(png.asked.map(([type]) => type)).toEqual(["image/webp", "image/jpeg"]);
    const nothing = fakeCanvas((type) => (type === "image/jpeg" ? blobOf(type, 60_000) : null));
    expect((await encodeCard(nothing.canvas)).type).toBe("image/jpeg");
  });

  it(`is never over ${MAX_CARD_BYTES} bytes: a lower quality is tried, and no card is better than a heavy one`, async () => {
    const { canvas, asked } = fakeCanvas((type, quality) => blobOf(type, quality > 0.5 ? MAX_CARD_BYTES + 1 : MAX_CARD_BYTES));
    const card = await encodeCard(canvas);
    expect(card.size).toBeLessThanOrEqual(MAX_CARD_BYTES);
    expect(asked).toEqual([
      ["image/webp", 0.85],
      ["image/webp", 0.6],
      ["image/jpeg", 0.85],
      ["image/jpeg", 0.65],
      ["image/jpeg", 0.45],
    ]);
    const heavy = fakeCanvas((type) => blobOf(type, MAX_CARD_BYTES + 1));
    await expect(encodeCard(heavy.canvas)).rejects.toThrow("The card could not be drawn.");
  });
});

describe("the shared link", () => {
  it("opens that day's challenge in the sharer's language and carries the sharer's score for the friend's first screen", () => {
    expect(shareUrl("https://example-creator.dev", "snake", "2026-11-26", "hi", 3260)).toBe("https://example-creator.dev/hi/games/snake?challenge&day=2026-11-26&score=3260");
    expect(shareUrl("https://example-creator.dev", "snake", "2026-11-26")).toBe("https://example-creator.dev/games/snake?challenge&day=2026-11-26");
  });
});
