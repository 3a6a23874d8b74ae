/**
 * `npm run og:image`: draws the site's default Open Graph image (site/public/og-image.png, 1200x630)
 * from site.config.ts, for every page that has no image of its own. Rerun after renaming the site.
 * It holds two names, the site's and yours, and no other words: one image serves the pages of
 * every language, so a sentence on it (the English tagline) would be English on a Hindi preview.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { sitePublicDir } from "../publishing/site-folder";
import { siteConfig } from "../site.config";

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function ogImageSvg(name: string, siteName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0f19"/><stop offset="1" stop-color="#2c4dbf"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="180" fill="#ff8a00" opacity="0.18"/>
  <circle cx="150" cy="560" r="220" fill="#4f7cff" opacity="0.18"/>
  <text x="80" y="250" font-family="${FONT}" font-size="38" font-weight="700" fill="#ffb347">${escapeXml(siteName)}</text>
  <text x="80" y="370" font-family="${FONT}" font-size="92" font-weight="800" fill="#ffffff">${escapeXml(name)}</text>
  <rect x="80" y="420" width="160" height="10" rx="5" fill="#ff8a00"/>
</svg>`;
}

async function main() {
  const svg = ogImageSvg(siteConfig.displayName, siteConfig.siteName);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  const out = path.join(sitePublicDir(), "og-image.png");
  await writeFile(out, png);
  console.log(`og:image: ${out} (${png.length} bytes)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
