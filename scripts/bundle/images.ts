/**
 * "No image larger than its largest displayed size" (a budget of docs/benchmarks.md), from the prerendered markup.
 *
 * The largest size an image is displayed at, in device pixels, is the largest of its uses:
 * - a `srcset` candidate "x.webp 600w" (of an `<img>` or a `<picture>`'s `<source>`) promises the browser x.webp is 600 pixels wide, and the
 *   browser picks it for slots up to that many device pixels, so 600 is its largest display;
 * - an `<img>` without `srcset` is drawn at its width/height attributes, times 2 for HiDPI
 *   phones (HIDPI_FACTOR): more pixels than that are never seen;
 * - images sized only by CSS are listed in CSS_DISPLAYED_SIZES with the same rule;
 * - app icons are drawn by the system at the size declared for them, in device pixels: the web
 *   manifest's `sizes`, or an `apple-touch-icon` link's `sizes` (180x180, Apple's size, without).
 * An image used nowhere fails too (it is shipped for nothing). Open Graph images are read by
 * crawlers at 1200x630, never displayed, and are exempt by name (OG_IMAGE).
 */
export const HIDPI_FACTOR = 2;
export const OG_IMAGE = /(^|\/)og-image[\w-]*\.(png|jpe?g|webp)$/;
export const RASTER = /\.(png|jpe?g|webp|avif)$/i;

/** Images whose displayed size comes from CSS, not markup (none today): path -> CSS pixels. */
export const CSS_DISPLAYED_SIZES: Record<string, { width: number; height?: number }> = {};

export type DisplayedSize = { width: number; height?: number };
export type ImageLine = { image: string; intrinsic: { width: number; height: number }; displayed?: DisplayedSize; ok: boolean; note?: string };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** Keeps the larger of two uses; a use that bounds only the width leaves the height unbounded. */
function widen(map: Map<string, DisplayedSize>, image: string, size: DisplayedSize) {
  const prev = map.get(image);
  const bothHeights = (prev === undefined || prev.height !== undefined) && size.height !== undefined;
  map.set(image, {
    width: Math.max(prev?.width ?? 0, size.width),
    height: bothHeights ? Math.max(prev?.height ?? 0, size.height!) : undefined,
  });
}

/** The largest displayed size of each image the pages show, in device pixels. */
export function displayedSizes(pages: string[], cssSizes = CSS_DISPLAYED_SIZES): Map<string, DisplayedSize> {
  const sizes = new Map<string, DisplayedSize>();
  for (const html of pages) {
    // A <picture>'s <source> (the AVIF copies of a post's images) promises its widths like an <img>'s srcset.
    for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
      const srcset = attr(tag, "srcset");
      if (srcset) {
        for (const candidate of srcset.split(",")) {
          const [url, descriptor] = candidate.trim().split(/\s+/);
          const w = /^(\d+)w$/.exec(descriptor ?? "")?.[1];
          if (url && w) widen(sizes, url, { width: Number(w) });
        }
        continue;
      }
      const src = attr(tag, "src");
      const width = Number(attr(tag, "width"));
      const height = Number(attr(tag, "height"));
      if (src && width > 0) widen(sizes, src, { width: width * HIDPI_FACTOR, height: height > 0 ? height * HIDPI_FACTOR : undefined });
    }
  }
  for (const [image, size] of Object.entries(cssSizes)) {
    widen(sizes, image, { width: size.width * HIDPI_FACTOR, height: size.height === undefined ? undefined : size.height * HIDPI_FACTOR });
  }
  return sizes;
}

/** Displayed sizes of app icons, from the web manifest's JSON and the pages' icon links. */
export function iconSizes(manifestJson: string | undefined, pages: string[]): Map<string, DisplayedSize> {
  const sizes = new Map<string, DisplayedSize>();
  const declare = (src: string, declared: string | undefined) => {
    for (const size of (declared ?? "").split(/\s+/)) {
      const m = /^(\d+)x(\d+)$/i.exec(size);
      if (m) widen(sizes, src, { width: Number(m[1]), height: Number(m[2]) });
    }
  };
  if (manifestJson) {
    const manifest = JSON.parse(manifestJson) as { icons?: { src?: string; sizes?: string }[] };
    for (const icon of manifest.icons ?? []) if (icon.src) declare(icon.src, icon.sizes);
  }
  for (const html of pages) {
    for (const [tag] of html.matchAll(/<link\b[^>]*rel="apple-touch-icon"[^>]*>/gi)) {
      const href = attr(tag, "href");
      if (href) declare(href, attr(tag, "sizes") ?? "180x180");
    }
  }
  return sizes;
}

export function checkImages(images: { image: string; width: number; height: number }[], displayed: Map<string, DisplayedSize>): ImageLine[] {
  return images.map(({ image, width, height }): ImageLine => {
    const intrinsic = { width, height };
    if (OG_IMAGE.test(image)) return { image, intrinsic, ok: true, note: "Open Graph image: exempt (read by crawlers, not displayed)" };
    const shown = displayed.get(image);
    if (!shown) return { image, intrinsic, ok: false, note: "not displayed by any page" };
    const tooWide = width > shown.width;
    const tooTall = shown.height !== undefined && height > shown.height;
    return { image, intrinsic, displayed: shown, ok: !tooWide && !tooTall, note: tooWide || tooTall ? "larger than its largest displayed size" : undefined };
  });
}
