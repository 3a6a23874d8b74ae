/** The home page's cards. Identity comes from site.config.ts. */
import { siteConfig } from "../../site.config";
import { definePageContent } from "./page-types";

export type HomeCard = { title: string; description: string; path: string; icon: "code" | "video" | "users" | "gamepad" | "flame" | "wrench" };

export const HOME_HERO = {
  heading: "Hey, I'm",
  intro:
    "I build websites and bots, play a lot of Free Fire, and make videos about both. This is my corner of the internet: free tools, browser games, guides and a friendly community.",
  avatarThanks: "Thanks for visiting! 💙 You're awesome — hope you enjoy the site!",
  ctas: [
    { label: "About Me", path: "/about" },
    { label: "My Portfolio", path: "/portfolio" },
    { label: "Play Games", path: "/games" },
  ],
} as const;

export const FF_BOTS_HIGHLIGHT = {
  badge: "🔥 Live now",
  title: "Free Fire Bots",
  description: "Get free likes on your Free Fire profile in seconds. One free use every day, no sign-up, no payment.",
  cta: "Open FF Bots",
  path: "/ff-bots",
} as const;

export const HIGHLIGHT_CARDS: readonly HomeCard[] = [
  { title: "Coding", description: "Websites, bots and the stack I use to build them.", path: "/coding", icon: "code" },
  { title: "Content", description: "Gaming videos, coding tutorials and live streams.", path: "/content", icon: "video" },
  { title: "Community", description: "Giveaways, daily chats and a place to belong.", path: "/community", icon: "users" },
  { title: "Gaming", description: "My favourite games, setup and stream schedule.", path: "/gaming", icon: "gamepad" },
];

export const TOOL_CARDS: readonly HomeCard[] = [
  {
    title: "Free Fire Tools",
    description: "Stylish name, random UID, sensitivity and password generators.",
    path: "/tools",
    icon: "flame",
  },
  {
    title: "Utility Tools",
    description: "Image compressor, text to speech, QR codes and a clipboard manager.",
    path: "/utility-tools",
    icon: "wrench",
  },
];

export const FEATURED_VIDEO_SECTION = {
  heading: "Featured Video",
  channelCta: "Visit my channel",
} as const;

export const COMMISSION_CTA = {
  heading: "Need a website or a bot?",
  text: "I take on commission work: portfolio sites, gaming platforms and business websites that load fast on any phone.",
  label: "Commission Work",
} as const;

/** The home page's texts in every language (messages "pages-home"). */
export const HOME_CONTENT = definePageContent(
  "pages-home",
  {
    hero: HOME_HERO,
    ffBots: FF_BOTS_HIGHLIGHT,
    highlights: HIGHLIGHT_CARDS,
    tools: TOOL_CARDS,
    video: FEATURED_VIDEO_SECTION,
    commission: COMMISSION_CTA,
    ui: { whatIDo: "What I do", freeTools: "Free tools", sayHi: `${siteConfig.displayName}: say hi`, avatarAlt: siteConfig.avatar.alt },
  },
  { name: siteConfig.displayName },
);
