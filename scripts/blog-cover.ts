/**
 * `npm run blog:cover -- PHOTO SLUG`: a post's cover from a photo of your own (a .jpg, .png, .webp
 * or .avif of any size): cropped to the cover's shape around its centre and written as the two
 * WebP files a post's `image: /blog/SLUG.webp` needs in the operator's public folder (site/public,
 * or SITE_DIR's): SLUG.webp at 1200x630 (link previews and the post) and SLUG-600w.webp at 600x315
 * (the cards), each stepped down in quality until it is under 60 KB, as the drawn covers are.
 * It names both files and the front-matter line to write. `npm run blog:images` draws covers
 * instead, for posts that have none.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BLOG_IMAGE } from "../contracts/blog";
import { sitePublicDir } from "../publishing/site-folder";

/** The largest file allowed (the drawn covers' bound: scripts/generate-blog-images.ts). */
export const COVER_MAX_BYTES = 60 * 1024;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Writes `file` as a WebP of `width`x`height` from `photo`, at the best quality that fits `maxBytes`. */
export async function writeCover(photo: string, file: string, width: number, height: number, maxBytes: number): Promise<{ bytes: number; quality: number }> {
  for (let quality = 82; quality >= 30; quality -= 8) {
    const bytes = await sharp(photo).rotate().resize(width, height, { fit: "cover", position: "attention" }).webp({ quality }).toBuffer();
    if (bytes.length <= maxBytes || quality <= 34) {
      writeFileSync(file, bytes);
      return { bytes: bytes.length, quality };
    }
  }
  throw new Error("unreachable");
}

async function main(): Promise<number> {
  const [photo, slug] = process.argv.slice(2);
  if (!photo || !slug) {
    console.error("Usage: npm run blog:cover -- PHOTO SLUG   (e.g. npm run blog:cover -- ~/photos/match.jpg my-first-post)");
    return 2;
  }
  if (!existsSync(photo) || !statSync(photo).isFile()) {
    console.error(`${photo} is not a file: give the path of your photo.`);
    return 1;
  }
  if (!SLUG.test(slug)) {
    console.error(`${slug} is not a post's slug (lower-case words joined by hyphens, as in its front matter).`);
    return 1;
  }
  try {
    await sharp(photo).metadata();
  } catch {
    console.error(`${photo} is not a picture this can read (use a .jpg, .png, .webp or .avif).`);
    return 1;
  }
  const dir = path.join(sitePublicDir(), "blog");
  mkdirSync(dir, { recursive: true });
  const cover = path.join(dir, `${slug}.webp`);
  const card = path.join(dir, `${slug}-600w.webp`);
  const big = await writeCover(photo, cover, BLOG_IMAGE.width, BLOG_IMAGE.height, COVER_MAX_BYTES);
  const small = await writeCover(photo, card, BLOG_IMAGE.cardWidth, BLOG_IMAGE.cardHeight, COVER_MAX_BYTES);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  for (const [file, w] of [
    [cover, big],
    [card, small],
  ] as const) {
    if (w.bytes > COVER_MAX_BYTES) console.warn(`blog:cover: ${path.basename(file)} is ${kb(w.bytes)} even at the lowest quality: a calmer photo loads faster.`);
  }
  console.log(`blog:cover: wrote ${path.relative(process.cwd(), cover)} (1200x630, ${kb(big.bytes)}) and ${path.relative(process.cwd(), card)} (600x315, ${kb(small.bytes)}).`);
  console.log(`In the post's front matter: image: /blog/${slug}.webp   (then npm run build, and restart)`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
