/** The Gaming Life page. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type InfoCard, type PageHeaderText, type PageMetaText } from "./page-types";

/** Favourite game = name, genre, description; an achievement is a title and a text. */
export type FavouriteGame = { name: string; genre: string; description: string; emoji: string };
export type SetupGroup = { title: string; emoji: string; items: readonly string[] };
export type ScheduleSlot = { when: string; what: string };

export const GAMING_META: PageMetaText = {
  title: "Gaming Life",
  description: `The games ${siteConfig.displayName} plays, the achievements, the setup, the stream schedule and the gaming community.`,
};

export const GAMING_HEADER: PageHeaderText = {
  title: "Gaming Life",
  subtitle: "Booyahs, clutches, late-night squads and the setup behind them.",
};

/** Four favourite games. */
export const FAVOURITE_GAMES: { heading: string; items: readonly FavouriteGame[] } = {
  heading: "Favourite Games",
  items: [
    {
      name: "Free Fire",
      genre: "Battle Royale",
      emoji: "🔥",
      description: "My main game: fast 10-minute matches, clutch 1v4s and endless custom rooms with the community.",
    },
    {
      name: "FARLIGHT84",
      genre: "Hero Shooter Battle Royale",
      emoji: "🚀",
      description: "Jetpacks, heroes and chaotic fights. Great for highlight clips.",
    },
    {
      name: "Minecraft",
      genre: "Sandbox",
      emoji: "⛏️",
      description: "Where I relax, build with friends and experiment with redstone and mods.",
    },
    {
      name: "Among Us",
      genre: "Social Deduction",
      emoji: "🕵️",
      description: "Community game nights full of sus moments and terrible lies.",
    },
  ],
};

/** Four achievements. */
export const ACHIEVEMENTS: { heading: string; items: readonly InfoCard[] } = {
  heading: "Achievements",
  items: [
    { emoji: "🏆", title: "Heroic Rank", text: "Reached Heroic in Free Fire ranked battle royale, season after season." },
    { emoji: "🎯", title: "1,000+ Booyahs", text: "More than a thousand first-place finishes, solo and with the squad." },
    { emoji: "🥈", title: "Tournament Finalist", text: "Made it to the finals of an online community tournament." },
    { emoji: "🎉", title: "100+ Custom Rooms", text: "Hosted over a hundred custom rooms and giveaways for the community." },
  ],
};

/** Setup section (mobile, PC, accessories). */
export const GAMING_SETUP: { heading: string; items: readonly SetupGroup[] } = {
  heading: "My Setup",
  items: [
    { title: "Mobile", emoji: "📱", items: ["Mid-range Android phone at 90 FPS", "4-finger claw layout", "Custom sensitivity, shared on the Tools page"] },
    { title: "PC", emoji: "🖥️", items: ["Ryzen 5 desktop with 16 GB RAM", "Video editing and streaming", "Coding the site and the bots"] },
    { title: "Accessories", emoji: "🎧", items: ["Wired earphones with a mic", "Phone cooler fan", "Finger sleeves for smooth swipes"] },
  ],
};

/** Live streams Friday, Saturday and Sunday; content daily, weekly and monthly. */
export const GAMING_SCHEDULE = {
  heading: "Gaming Schedule",
  streams: {
    title: "Live Streams",
    slots: [
      { when: "Friday", what: "Ranked grind, 8 PM" },
      { when: "Saturday", what: "Custom rooms with viewers, 7 PM" },
      { when: "Sunday", what: "Chill games and Q&A, 6 PM" },
    ] satisfies readonly ScheduleSlot[],
  },
  content: {
    title: "Content",
    slots: [
      { when: "Daily", what: "Shorts and clips" },
      { when: "Weekly", what: "Highlights and tips video" },
      { when: "Monthly", what: "Community tournament" },
    ] satisfies readonly ScheduleSlot[],
  },
} as const;

export const GAMING_COMMUNITY = {
  heading: "Play With Me",
  text: "Join the Discord server to find teammates and custom rooms, or play a quick browser game right here on the site.",
  invite: { label: "Join Discord Server", url: siteConfig.links.discord },
  games: { label: "Play Browser Games", path: "/games" },
} as const;

export const GAMING_CTA: CallToAction = {
  heading: "Let's squad up!",
  text: "Follow me for stream alerts, or get in touch for collabs and tournaments.",
  links: [
    { label: "Follow Me", path: "/social" },
    { label: "Contact Me", path: "/contact" },
  ],
};

/** The Gaming Life page's texts in every language (messages "pages-gaming"). */
export const GAMING_CONTENT = definePageContent(
  "pages-gaming",
  {
    meta: GAMING_META,
    header: GAMING_HEADER,
    games: FAVOURITE_GAMES,
    achievements: ACHIEVEMENTS,
    setup: GAMING_SETUP,
    schedule: GAMING_SCHEDULE,
    community: GAMING_COMMUNITY,
    cta: GAMING_CTA,
  },
  { name: siteConfig.displayName },
);
