import { describe, expect, it } from "vitest";
import { loadQrLibrary, makeQrPng, makeQrSvg, QR_LEVELS, QR_RENDER, qrOptions, qrScale } from "./qr";

describe("QR code settings", () => {
  it("renders 300 wide with margin 2, black on white, error correction M by default", () => {
    expect(QR_LEVELS.map((l) => l.level)).toEqual(["L", "M", "Q", "H"]);
    expect(qrOptions("H")).toMatchObject({ width: 300, margin: 2, errorCorrectionLevel: "H" });
  });

  it("makes an SVG whose size grows with the error-correction level", async () => {
    const low = await makeQrSvg("https://example.com/some/long/path?with=query", "L");
    const high = await makeQrSvg("https://example.com/some/long/path?with=query", "H");
    expect(low).toContain("<svg");
    expect(low).toContain('width="300"');
    expect(high).toContain('fill="#ffffff"');
    const modules = (svg: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect(modules(high)).toBeGreaterThan(modules(low));
  });

  it.each([
    ["a short link", "https://example.com", "M"],
    ["a dense code", "https://example.com/some/long/path?with=query&and=more&parameters=1234567890abcdef", "H"],
  ] as const)("makes a PNG of %s with a whole number of pixels per module, as wide as fits in 300", async (_name, text, level) => {
    const modules = (await loadQrLibrary()).create(text, { errorCorrectionLevel: level }).modules.size + 2 * QR_RENDER.margin;
    const png = await makeQrPng(text, level);
    const bytes = Buffer.from(png.url.replace(/^data:image\/png;base64,/, ""), "base64");
    // A PNG's width and height are the first two fields of its IHDR chunk.
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect([width, height]).toEqual([png.width, png.width]);
    expect(width % modules).toBe(0);
    expect(width).toBeLessThanOrEqual(300);
    expect(width).toBeGreaterThan(300 - modules);
    expect(width / modules).toBe(qrScale(modules - 2 * QR_RENDER.margin));
  });

  it("rejects text too long for any QR version", async () => {
    await expect(makeQrSvg("x".repeat(8000), "H")).rejects.toThrow();
  });
});
