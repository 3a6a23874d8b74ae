/**
 * Facts about the site that both the pages and the chat assistant use: the games, the tools, the
 * regions, the limits and a line about every page. The assistant's persona and its built-in answers
 * are built from these (server/modules/chat/), so what it says cannot drift from what the pages show.
 */
import { VIP_BENEFITS as FF_VIP_BENEFITS } from "./ff-facts";
import { GAME_FACTS, type GameFacts } from "./games";
import { FREE_USES_PER_DAY, MIN_AGE, NAV_LINKS } from "./site-routes";

export type GameInfo = GameFacts;

/** The 14 games in their route order (contracts/games.ts keeps the list once). */
export const GAMES: readonly GameInfo[] = GAME_FACTS;

// One source for the facts the likes form and server use too.
export { REGIONS, UID_MAX_DIGITS, UID_MIN_DIGITS } from "./ff-facts";
export { FREE_USES_PER_DAY, MIN_AGE };

export type BotTool = { id: "likes" | "info" | "spam" | "visit"; title: string; path: string; live: boolean };

/** The Free Fire bots: likes is live, the other three are coming soon. */
export const FF_BOTS_PATH = "/ff-bots";
export const BOT_TOOLS: readonly BotTool[] = [
  { id: "likes", title: "Free Fire Likes", path: "/ff-bots/likes", live: true },
  { id: "info", title: "Info Bot", path: "/ff-bots/info", live: false },
  { id: "spam", title: "Spam Bot", path: "/ff-bots/spam", live: false },
  { id: "visit", title: "Visit Bot", path: "/ff-bots/visit", live: false },
];

/** What VIP adds, in sentence case for the assistant's lines. */
export const VIP_BENEFITS: readonly string[] = FF_VIP_BENEFITS.map((b) => b.toLowerCase());

export type SiteTool = { id: string; name: string; path: string; description: string };

/** The tools hub's four generators; their ids are the tool-usage ids of contracts/tools.ts. */
export const TOOLS_PATH = "/tools";
export const GENERATOR_TOOLS: readonly SiteTool[] = [
  { id: "ff-name-generator", name: "Stylish Name Generator", path: TOOLS_PATH, description: "8 fancy Unicode variants of your name, ready to copy." },
  { id: "uid-generator", name: "Random UID Generator", path: TOOLS_PATH, description: "1 to 10 random 9 to 10 digit UIDs." },
  {
    id: "sensitivity-generator",
    name: "Sensitivity Generator",
    path: TOOLS_PATH,
    description: "Settings for the assault, sniper, rusher or balanced style, downloadable as a file.",
  },
  { id: "password-generator", name: "Password Generator", path: TOOLS_PATH, description: "Strong passwords of 8 to 32 characters, with numbers and symbols." },
];

/** The game modes of the sensitivity generator. */
export const SENSITIVITY_MODES: readonly string[] = ["assault", "sniper", "rusher", "balanced"];

/** The utility tools: all four run in the browser, nothing is uploaded. */
export const UTILITY_TOOLS_PATH = "/utility-tools";
export const UTILITY_TOOLS: readonly SiteTool[] = [
  { id: "image-compressor", name: "Image Compressor", path: UTILITY_TOOLS_PATH, description: "Shrinks an image to a JPEG and shows both sizes." },
  { id: "text-to-speech", name: "Text-to-Speech", path: UTILITY_TOOLS_PATH, description: "Reads your text aloud." },
  { id: "qr-code", name: "QR Code Generator", path: UTILITY_TOOLS_PATH, description: "Turns text or a link into a QR code PNG you can download." },
  { id: "clipboard-manager", name: "Clipboard Manager", path: UTILITY_TOOLS_PATH, description: "Keeps quick notes for this visit, newest first." },
];

/** Blog articles are long reads. */
export const BLOG_MIN_WORDS = 800;

export type SitePage = { path: string; label: string; description: string };

const NAV_DESCRIPTIONS: Record<string, string> = {
  "/": "the home page",
  "/about": "the creator's story, milestones and skills",
  "/portfolio": "projects and the video channel",
  "/ff-bots": "the Free Fire bots hub",
  "/games": `all ${GAMES.length} browser games`,
  "/tools": "the Free Fire generators",
  "/utility-tools": "the in-browser utilities",
  "/blog": `long reads of ${BLOG_MIN_WORDS}+ words on gaming and coding`,
  "/social": "every social link",
  "/contact": "email, WhatsApp, Telegram, a contact form and commission work",
};

/** Every page a visitor can open, the navigation's first, in its order. */
export const SITE_PAGES: readonly SitePage[] = [
  ...NAV_LINKS.map((l) => ({ ...l, description: NAV_DESCRIPTIONS[l.path] ?? l.label })),
  { path: "/goals", label: "Goals", description: "the creator's goals and dreams" },
  { path: "/coding", label: "Coding Journey", description: "the tech stack and current projects" },
  { path: "/content", label: "Content Creation", description: "videos, tutorials, streams and the upload schedule" },
  { path: "/community", label: "Community", description: "giveaways, values and community guidelines" },
  { path: "/gaming", label: "Gaming Life", description: "favourite games, setup and stream schedule" },
  { path: "/privacy-policy", label: "Privacy Policy", description: "what data the site uses and why" },
  { path: "/terms-conditions", label: "Terms and Conditions", description: "the rules of using the site" },
  { path: "/disclaimer", label: "Disclaimer", description: "what the site does and does not promise" },
];

/** Every internal path the assistant may mention; the widget turns exactly these into links. */
export const SITE_PATHS: readonly string[] = [...new Set([...SITE_PAGES.map((p) => p.path), ...BOT_TOOLS.map((b) => b.path), ...GAMES.map((g) => g.path)])];
