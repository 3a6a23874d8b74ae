import { describe, expect, it } from "vitest";
import { compressedFileName, fitWithin, formatBytes, reductionPercent, smallerOf } from "./image-math";
import { IMAGE_TOASTS } from "../utilities-text";

describe("fitWithin 1920x1080", () => {
  it("keeps an image that already fits at its size (never upscales)", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
  });

  it("scales a 12-megapixel 4:3 photo down by its height", () => {
    // 4000x3000: width allows 0.48, height allows 0.36; the smaller wins.
    expect(fitWithin(4000, 3000)).toEqual({ width: 1440, height: 1080 });
  });

  it("scales a wide panorama down by its width", () => {
    expect(fitWithin(6000, 1000)).toEqual({ width: 1920, height: 320 });
  });

  it("scales a portrait phone photo down by its height", () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 810, height: 1080 });
  });

  it("scales a 16:9 4K frame exactly to 1920x1080", () => {
    expect(fitWithin(3840, 2160)).toEqual({ width: 1920, height: 1080 });
  });

  it("keeps at least one pixel on each side", () => {
    expect(fitWithin(100_000, 1)).toEqual({ width: 1920, height: 1 });
  });
});

describe("formatBytes", () => {
  it("shows bytes under 1 KB as whole bytes", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
  });

  it("shows KB and MB with 2 decimals", () => {
    expect(formatBytes(1024)).toBe("1.00 KB");
    expect(formatBytes(1536)).toBe("1.50 KB");
    expect(formatBytes(1024 * 1024 - 1)).toBe("1024.00 KB");
    expect(formatBytes(1024 * 1024)).toBe("1.00 MB");
    expect(formatBytes(5.5 * 1024 * 1024)).toBe("5.50 MB");
  });
});

describe("reductionPercent and file names", () => {
  it("rounds the saving to whole percent and never goes below 0", () => {
    expect(reductionPercent(1000, 250)).toBe(75);
    expect(reductionPercent(3, 2)).toBe(33);
    expect(reductionPercent(1000, 1200)).toBe(0);
    expect(reductionPercent(0, 10)).toBe(0);
  });

  it("names JPEG output compressed-image.jpg, or .webp for WebP", () => {
    expect(compressedFileName("image/jpeg")).toBe("compressed-image.jpg");
    expect(compressedFileName("image/webp")).toBe("compressed-image.webp");
  });
});

describe("smallerOf", () => {
  const encoded = (bytes: number) => ({ blob: new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), width: 800, height: 600, originalWidth: 1600, originalHeight: 1200 });

  it("hands back the compressed image when it is smaller", () => {
    const result = smallerOf(new Blob([new Uint8Array(1000)], { type: "image/png" }), encoded(400));
    expect(result.keptOriginal).toBe(false);
    expect(result.blob.size).toBe(400);
    expect(result.width).toBe(800);
  });

  it("keeps the original, at its own size, when compressing made it larger or no smaller", () => {
    const original = new Blob([new Uint8Array(1000)], { type: "image/png" });
    for (const bytes of [1000, 1700]) {
      const result = smallerOf(original, encoded(bytes));
      expect(result.keptOriginal).toBe(true);
      expect(result.blob).toBe(original);
      expect([result.width, result.height]).toEqual([1600, 1200]);
    }
    expect(IMAGE_TOASTS.keptOriginal.description).toBe("Compressing would not make this image any smaller, so the original is kept.");
  });
});
