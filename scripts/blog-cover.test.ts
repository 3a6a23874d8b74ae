import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { COVER_MAX_BYTES, writeCover } from "./blog-cover";

const dir = mkdtempSync(path.join(tmpdir(), "blog-cover-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run blog:cover", () => {
  it("turns a photo of another shape into the cover's 1200x630 and the card's 600x315 WebP, each under 60 KB", async () => {
    // A noisy 3000x2000 photo: the hardest kind to keep small.
    const noise = Buffer.alloc(3000 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = path.join(dir, "photo.jpg");
    await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(photo);
    for (const [name, width, height] of [
      ["post.webp", 1200, 630],
      ["post-600w.webp", 600, 315],
    ] as const) {
      const file = path.join(dir, name);
      const written = await writeCover(photo, file, width, height, COVER_MAX_BYTES);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
      expect(statSync(file).size).toBe(written.bytes);
      expect(written.bytes).toBeLessThanOrEqual(COVER_MAX_BYTES);
    }
  });
});
