/**
 * `npm run blog:images [-- --force]`: draws a featured image for each article that names one
 * under the operator's public folder (site/public) but has no file there yet: a gradient in the category's colours, a large
 * lucide icon for the category, the category and the title. Writes the 1200x630 WebP (Open
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
import { siteConfig } from "../site.config";
import { BLOG_IMAGE, cardImageUrl, type BlogArticle } from "../contracts/blog";
import { blogDir, blogPublicDir, loadBlogArticles } from "../publishing/blog-articles";
import { sitePublicDir } from "../publishing/site-folder";

const POSTS_DIR = blogDir();
const TARGET_DIR = process.env.BLOG_DIR?.trim() ? path.resolve(blogPublicDir(POSTS_DIR)) : sitePublicDir();
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
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

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by an estimated character width; the last line ends with "…" if cut. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,:;.]+$/, "")}…`;
  return kept;
}

function iconSvg(icon: LucideIcon, color: string): string {
  return renderToStaticMarkup(createElement(icon, { size: 250, color, strokeWidth: 1.25 }));
}

function svgFor(article: BlogArticle): string {
  const { width, height } = BLOG_IMAGE;
  const look = LOOKS[article.category] ?? FALLBACK;
  const [main = article.title, ...rest] = article.title.split(": ");
  // DejaVu Sans Bold is about 0.7 em per character: 20 characters of 54 px stay left of the icon.
  const titleLines = wrap(main, 20, 4);
  const subLines = rest.length ? wrap(rest.join(": "), 42, 2) : [];
  const titleTop = 205;
  const title = titleLines.map((l, i) => `<text x="80" y="${titleTop + i * 64}" font-size="54" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`).join("");
  const subTop = titleTop + (titleLines.length - 1) * 64 + 62;
  const sub = subLines.map((l, i) => `<text x="80" y="${subTop + i * 42}" font-size="30" fill="#ffffff" fill-opacity="0.85">${escapeXml(l)}</text>`).join("");
  const pillWidth = 40 + article.category.length * 17;
  const icon = iconSvg(look.icon, look.accent).replace("<svg", `<svg x="890" y="190" opacity="0.9"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.45" r="0.5">
      <stop offset="0" stop-color="${look.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${look.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="1120" cy="-40" r="220" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="-60" cy="660" r="260" fill="#000000" fill-opacity="0.18"/>
  ${icon}
  <rect x="80" y="70" width="${pillWidth}" height="48" rx="24" fill="#000000" fill-opacity="0.3"/>
  <text x="100" y="103" font-size="26" font-weight="700" fill="${look.accent}">${escapeXml(article.category)}</text>
  ${title}
  ${sub}
  <text x="80" y="580" font-size="26" fill="#ffffff" fill-opacity="0.75">${escapeXml(siteConfig.siteName)}</text>
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
    const svg = svgFor(article);
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
