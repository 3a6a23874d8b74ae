/**
 * `npm run pwa:icons`: draws the installed app's icons from site/public/favicon.svg into site/public/icons/
 * (192 and 512 px, a 512 px maskable one whose glyph sits inside the 80% safe zone on the theme
 * colour, and the 180 px Apple touch icon). Rerun after changing the favicon.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { sitePublicDir } from "../publishing/site-folder";
import { siteConfig } from "../site.config";

const OUT_DIR = path.join(sitePublicDir(), "icons");

async function render(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 72 * (size / 64) * 1.1 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Maskable: launchers crop to a circle or squircle, so the glyph takes 60% of the canvas. */
async function renderMaskable(svg: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.6);
  const glyph = await render(svg, inner);
  return sharp({ create: { width: size, height: size, channels: 4, background: siteConfig.themeColor } })
    .composite([{ input: glyph, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  const svg = await readFile(path.join(sitePublicDir(), "favicon.svg"));
  await mkdir(OUT_DIR, { recursive: true });
  const files: [string, Buffer][] = [
    ["icon-192.png", await render(svg, 192)],
    ["icon-512.png", await render(svg, 512)],
    ["icon-maskable-512.png", await renderMaskable(svg, 512)],
    // iOS fills transparent corners with black: flatten onto the theme colour instead.
    [
      "apple-touch-icon.png",
      await sharp(await render(svg, 180))
        .flatten({ background: siteConfig.themeColor })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ],
  ];
  for (const [name, png] of files) {
    await writeFile(path.join(OUT_DIR, name), png);
    console.log(`pwa:icons: ${name} (${png.length} bytes)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
