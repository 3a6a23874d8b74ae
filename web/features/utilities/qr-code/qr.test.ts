import { describe, expect, it } from "vitest";
import { DEFAULT_QR_LEVEL, makeQrSvg, QR_LEVELS, QR_PNG_FILE, QR_RENDER, qrOptions } from "./qr";

describe("QR code settings", () => {
  it("renders 300 wide with margin 2, black on white, error correction M by default", () => {
    expect(QR_RENDER).toEqual({ width: 300, margin: 2, color: { dark: "#000000", light: "#ffffff" } });
    expect(DEFAULT_QR_LEVEL).toBe("M");
    expect(QR_LEVELS.map((l) => l.level)).toEqual(["L", "M", "Q", "H"]);
    expect(qrOptions("H")).toMatchObject({ width: 300, margin: 2, errorCorrectionLevel: "H" });
    expect(QR_PNG_FILE).toBe("qrcode.png");
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

  it("rejects text too long for any QR version", async () => {
    await expect(makeQrSvg("x".repeat(8000), "H")).rejects.toThrow();
  });
});
