import { describe, expect, it } from "vitest";
import { checkImages, displayedSizes, HIDPI_FACTOR, iconSizes } from "./images";

const BLOG_LIST = '<img src="/blog/a-600w.webp" srcset="/blog/a-600w.webp 600w, /blog/a.webp 1200w" sizes="(min-width: 1024px) 360px, 100vw" width="600" height="315" alt=""/>';
const AVATAR = '<img src="/avatar.png" alt="Avatar" width="160" height="160" class="size-28"/><img src="/avatar.png" alt="" width="96" height="96"/>';

describe("image sizes", () => {
  it("takes the largest displayed size: srcset width descriptors, or width/height times the HiDPI factor", () => {
    const sizes = displayedSizes([BLOG_LIST, AVATAR]);
    expect(sizes.get("/blog/a.webp")).toEqual({ width: 1200, height: undefined });
    expect(sizes.get("/blog/a-600w.webp")).toEqual({ width: 600, height: undefined });
    expect(sizes.get("/avatar.png")).toEqual({ width: 160 * HIDPI_FACTOR, height: 160 * HIDPI_FACTOR });
  });

  it("reads a <picture>'s <source srcset> too, so a post's AVIF copies count as shown", () => {
    const post =
      '<picture><source type="image/avif" srcset="/blog/media/p/a-1-480.avif 480w, /blog/media/p/a-1-800.avif 800w" sizes="100vw"><img src="/blog/media/p/a-1-800.webp" srcset="/blog/media/p/a-1-480.webp 480w, /blog/media/p/a-1-800.webp 800w" width="800" height="450" alt="A"></picture>';
    const sizes = displayedSizes([post]);
    expect(sizes.get("/blog/media/p/a-1-800.avif")).toEqual({ width: 800, height: undefined });
    expect(checkImages([{ image: "/blog/media/p/a-1-480.avif", width: 480, height: 270 }], sizes)[0]!.ok).toBe(true);
    expect(checkImages([{ image: "/blog/media/p/a-1-480.avif", width: 960, height: 540 }], sizes)[0]!.ok).toBe(false);
  });

  it("passes images no larger than they are shown", () => {
    const lines = checkImages(
      [
        { image: "/blog/a.webp", width: 1200, height: 630 },
        { image: "/avatar.png", width: 320, height: 320 },
      ],
      displayedSizes([BLOG_LIST, AVATAR]),
    );
    expect(lines.every((l) => l.ok)).toBe(true);
  });

  it("fails an image larger than its largest displayed size", () => {
    const lines = checkImages(
      [
        { image: "/blog/a-600w.webp", width: 1200, height: 630 },
        { image: "/avatar.png", width: 1024, height: 1024 },
      ],
      displayedSizes([BLOG_LIST, AVATAR]),
    );
    expect(lines.map((l) => [l.ok, l.note])).toEqual([
      [false, "larger than its largest displayed size"],
      [false, "larger than its largest displayed size"],
    ]);
  });

  it("uses the CSS table for images sized by CSS, and fails an image no page shows", () => {
    const sizes = displayedSizes([], { "/hero.webp": { width: 768 } });
    expect(checkImages([{ image: "/hero.webp", width: 1536, height: 800 }], sizes)[0]!.ok).toBe(true);
    expect(checkImages([{ image: "/hero.webp", width: 2000, height: 800 }], sizes)[0]!.ok).toBe(false);
    expect(checkImages([{ image: "/unused.png", width: 10, height: 10 }], sizes)[0]).toMatchObject({ ok: false, note: "not displayed by any page" });
  });

  it("exempts Open Graph images by name", () => {
    expect(checkImages([{ image: "/og-image.png", width: 1200, height: 630 }], new Map())[0]).toMatchObject({ ok: true });
  });
});

describe("app icons", () => {
  const manifest = JSON.stringify({
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192" },
      { src: "/icons/icon-512.png", sizes: "512x512" },
    ],
  });
  const page = '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>';

  it("are displayed at the sizes the web manifest declares, and 180x180 for an apple-touch-icon without sizes", () => {
    const sizes = iconSizes(manifest, [page]);
    expect(sizes.get("/icons/icon-192.png")).toEqual({ width: 192, height: 192 });
    expect(sizes.get("/icons/apple-touch-icon.png")).toEqual({ width: 180, height: 180 });
  });

  it("fail when larger than declared", () => {
    const lines = checkImages(
      [
        { image: "/icons/icon-512.png", width: 512, height: 512 },
        { image: "/icons/icon-192.png", width: 512, height: 512 },
      ],
      iconSizes(manifest, [page]),
    );
    expect(lines.map((l) => l.ok)).toEqual([true, false]);
  });
});
