/**
 * `npm run blog:images [-- --force]`: draws a featured image for each article that names one
 * under the operator's public folder (site/public) but has no file there yet: a gradient in the category's colours and a large
 * lucide icon for the category, with no words: the same cover sits on the blog in every language,
 * where the card beside it names the title and the category in the page's language (a Hindi card
 * said "गेमिंग टिप्स" over a cover that said "Gaming Tips"). Writes the 1200x630 WebP (Open
 * Graph size) and its 600-wide card copy, each small enough for slow mobile networks.
 * An operator with real photos simply puts their own files there.
 * With BLOG_DIR set to another folder (the tests' test/fixtures/blog), the images go into that
 * folder's own public/, which the build copies into the site (scripts/postbuild.ts).
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Code2, Crosshair, Gamepad2, type LucideIcon, MonitorSmartphone, ShieldCheck, Video, Wrench } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { BLOG_IMAGE, cardImageUrl } from "../contracts/blog";
import { blogDir, blogPublicDir, loadBlogArticles } from "../publishing/blog-articles";
import { sitePublicDir } from "../publishing/site-folder";

const POSTS_DIR = blogDir();
const TARGET_DIR = process.env.BLOG_DIR?.trim() ? path.resolve(blogPublicDir(POSTS_DIR)) : sitePublicDir();
/** The largest file allowed for the 1200x630 image; the quality steps down until it fits. */
const MAX_BYTES = 60 * 1024;

type Look = { from: string; to: string; accent: string; icon: LucideIcon };

const LOOKS: Record<string, Look> = {
  "Gaming Tips": { from: "#1e1b4b", to: "#7c3aed", accent: "#fbbf24", icon: Crosshair },
  Setup: { from: "#0f172a", to: "#0e7490", accent: "#67e8f9", icon: MonitorSmartphone },
  "Site Guides": { from: "#431407", to: "#ea580c", accent: "#fde68a", icon: Wrench },
  "Content Creation": { from: "#4c0519", to: "#e11d48", accent: "#fecdd3", icon: Video },
  Coding: { from: "#052e16", to: "#059669", accent: "#a7f3d0", icon: Code2 },
  Safety: { from: "#172554", to: "#2563eb", accent: "#bfdbfe", icon: ShieldCheck },
};
const FALLBACK: Look = { from: "#111827", to: "#4f46e5", accent: "#c7d2fe", icon: Gamepad2 };

/** The cover: the category's gradient and glow, two soft circles and its icon in the middle. */
export function coverSvg(category: string): string {
  const { width, height } = BLOG_IMAGE;
  const look = LOOKS[category] ?? FALLBACK;
  const size = 300;
  const icon = renderToStaticMarkup(createElement(look.icon, { size, color: look.accent, strokeWidth: 1.25 })).replace(
    "<svg",
    `<svg x="${(width - size) / 2}" y="${(height - size) / 2}" opacity="0.9"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.45">
      <stop offset="0" stop-color="${look.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${look.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="1120" cy="-40" r="220" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="-60" cy="660" r="260" fill="#000000" fill-opacity="0.18"/>
  ${icon}
</svg>`;
}

async function writeWebp(svg: string, width: number, file: string): Promise<number> {
  for (let quality = 82; quality >= 40; quality -= 6) {
    const buffer = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toBuffer();
    if (buffer.length <= MAX_BYTES || quality <= 46) {
      await writeFile(file, buffer);
      return buffer.length;
    }
  }
  throw new Error("unreachable");
}

async function main() {
  const force = process.argv.includes("--force");
  for (const article of await loadBlogArticles(POSTS_DIR)) {
    if (!article.imageUrl) continue;
    const inPublic = [article.imageUrl, cardImageUrl(article.imageUrl)].every((url) => existsSync(path.join(sitePublicDir(), url)));
    if (!force && inPublic) continue;
    const large = path.join(TARGET_DIR, article.imageUrl);
    const small = path.join(TARGET_DIR, cardImageUrl(article.imageUrl));
    if (!force && existsSync(large) && existsSync(small)) continue;
    if (!large.endsWith(".webp")) {
      console.warn(`skip ${article.imageUrl}: only .webp images are drawn; add your own file`);
      continue;
    }
    await mkdir(path.dirname(large), { recursive: true });
    const svg = coverSvg(article.category);
    const bytes = [await writeWebp(svg, BLOG_IMAGE.width, large), await writeWebp(svg, BLOG_IMAGE.cardWidth, small)];
    console.log(`${article.imageUrl}: ${bytes.map((b) => `${(b / 1024).toFixed(1)} KB`).join(" + ")}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
