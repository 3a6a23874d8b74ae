import { Window } from "happy-dom";
import { localeOfPath, TRANSLATED_LOCALES, unlocalizedPath } from "../contracts/locales";
import { siteConfig } from "../site.config";
import { expect, test } from "./fixtures";
import { prerenderedPaths } from "./site-pages";
import { loadBlogArticles } from "../publishing/blog-articles";
import { TEST_BLOG_DIR } from "../test/fixtures/blog";

/**
 * No English left in a translated page (decision 048): every text a visitor reads or hears in a
 * prerendered page of each translated language (text, title, description, aria-label, alt,
 * placeholder, title attribute) is compared with the English page's; a sentence or word found
 * in both is English left behind, unless it is on the short list of words that stay English
 * (names, handles, brands, game titles) or sits in a `lang="en"` element on purpose (the typing
 * test's passages, an English post). The DOM after hydration equals this HTML (hydration.spec.ts).
 */
const parser = new new Window().DOMParser();

/** Words and names that stay English in every language: names, brands, game titles, units. */
const STAYS_ENGLISH = new Set(
  [
    siteConfig.displayName,
    siteConfig.siteName,
    // The operator's own lines (site.yaml), written in one language.
    siteConfig.tagline,
    siteConfig.description,
    siteConfig.featuredVideo.title,
    // Names of languages, technologies, games and networks.
    "HTML5",
    "CSS3",
    "JavaScript",
    "TypeScript",
    "React",
    "React Native",
    "Next.js",
    "Node.js",
    "Express",
    "Python",
    "Java",
    "Flutter",
    "Firebase",
    "MongoDB",
    "MySQL",
    "PostgreSQL",
    "Tailwind CSS",
    "REST APIs",
    "Android",
    "iOS",
    "Minecraft",
    "FARLIGHT84",
    "Among Us",
    "Reddit",
    "LinkedIn",
    "Git & GitHub",
    "Battle Royale",
    "Free Fire",
    "YouTube",
    "Instagram",
    "Discord",
    "WhatsApp",
    "Telegram",
    "GitHub",
    "Twitter",
    "Facebook",
    "Snake",
    "Tic Tac Toe",
    "Memory",
    "Flappy",
    "Flappy Bird",
    "Simon",
    "Simon Says",
    "Whack-a-Mole",
    "Pong",
    "Breakout",
    "Connect Four",
    "Connect 4",
    "Color Match",
    "Typing Test",
    "Sliding Puzzle",
    "2048",
    "UID",
    "VIP",
    "QR",
    "FPS",
    "WPM",
    "Email",
    "Blog",
    "Demo",
    "English",
  ].map((w) => w.toLowerCase()),
);

const SKIP = "script, style, noscript, template, svg, [translate='no'], [data-live]";

/** Words a language takes from English as they are (Brazilian "games", Indonesian "Tags"; Indonesian "Tools" and "Region" are its glossary's words, web/i18n/glossary.json). */
const LOANWORDS: Record<string, readonly string[]> = {
  "pt-BR": ["games", "sandbox", "qr code", "reviews", "tags", "mobile"],
  id: [
    "tags",
    "mobile",
    "games",
    "gaming",
    "sandbox",
    "reviews",
    "legal",
    "backend",
    "frontend",
    "database",
    "live",
    "live streaming",
    "tech stack",
    "web hosting & vps",
    "tools",
    "region",
  ],
  hi: [],
  ar: [],
};
const ATTRIBUTES = ["aria-label", "alt", "placeholder", "title"];

/**
 * What a visitor of the page reads in its language. A subtree in another language says so with
 * its own `lang` (a language's name in the switcher, an English post), and is skipped; so are the
 * head's title and description of a page that is a copy of another address (canonical elsewhere).
 */
function texts(html: string, route?: string): Set<string> {
  const doc = parser.parseFromString(html, "text/html");
  const out = new Set<string>();
  const pageLang = doc.documentElement.getAttribute("lang");
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const isCopy = route !== undefined && canonical !== undefined && canonical !== null && !canonical.endsWith(route);
  const add = (raw: string | null | undefined) => {
    const text = (raw ?? "").replace(/\s+/g, " ").trim();
    if (text) out.add(text);
  };
  if (!isCopy) {
    add(doc.querySelector("title")?.textContent);
    add(doc.querySelector('meta[name="description"]')?.getAttribute("content"));
  }
  const walk = (el: ReturnType<typeof doc.querySelector> & object) => {
    if (el.matches(SKIP)) return;
    const lang = el.getAttribute("lang");
    if (lang && el !== doc.documentElement && lang !== pageLang) return;
    for (const name of ATTRIBUTES) add(el.getAttribute(name));
    for (const node of el.childNodes) if (node.nodeType === 3) add(node.textContent);
    for (const child of el.children) walk(child);
  };
  walk(doc.body);
  return out;
}

/** A text that reads as English words (not a number, a symbol, an address, a name on the list). */
function isEnglishWords(text: string, locale: string): boolean {
  if (/^\S+@\S+$/.test(text.trim())) return false;
  if ((LOANWORDS[locale] ?? []).includes(text.trim().toLowerCase())) return false;
  const stripped = text
    .toLowerCase()
    .split(/[\s|·•:,.!?()"'’\-–—/]+/)
    .filter((w) => /[a-z]{3,}/.test(w));
  if (stripped.length === 0) return false;
  const lower = text.toLowerCase();
  if (STAYS_ENGLISH.has(lower.trim())) return false;
  let rest = lower;
  for (const keep of STAYS_ENGLISH) rest = rest.replaceAll(keep, " ");
  return /[a-z]{3,}/.test(rest);
}

for (const locale of TRANSLATED_LOCALES) {
  test(`no English sentence is left in the ${locale} pages`, async ({ request }) => {
    // The posts' categories are the operator's words for their posts (the filter's chips), not the site's.
    const categories = new Set((await loadBlogArticles(TEST_BLOG_DIR)).map((a) => a.category));
    const english = new Map<string, Set<string>>();
    const found: string[] = [];
    const paths = prerenderedPaths([locale]);
    expect(paths.length).toBeGreaterThan(10);
    for (const route of paths) {
      const page = unlocalizedPath(route);
      if (!english.has(page)) english.set(page, texts(await (await request.get(page)).text()));
      const translated = texts(await (await request.get(route)).text(), route);
      expect(localeOfPath(route)).toBe(locale);
      for (const text of translated) if (english.get(page)?.has(text) && isEnglishWords(text, locale) && !categories.has(text)) found.push(`${route}: "${text}"`);
    }
    expect(found).toEqual([]);
  });
}
