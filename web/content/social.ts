/** The Social page. Every URL comes from site.config.ts. */
import { siteConfig } from "../../site.config";
import { definePageContent, type PageHeaderText, type PageMetaText } from "./page-types";

/** Which service a link points to; the button label follows from it. */
export type SocialPlatform = "whatsapp" | "youtube" | "instagram" | "telegram" | "discord" | "reddit" | "linkedin" | "x" | "facebook";

/** Social link = name, icon, colour, url, test id, description. */
export type SocialLink = {
  platform: SocialPlatform;
  name: string;
  icon: string;
  /** Tailwind gradient classes for the card's icon badge. */
  colour: string;
  url: string;
  testId: string;
  description: string;
};

const { links } = siteConfig;

export const SOCIAL_META: PageMetaText = {
  title: "Social Links",
  description: `Follow ${siteConfig.displayName} on WhatsApp, YouTube, Instagram, Telegram, Discord, Reddit, LinkedIn, X and Facebook.`,
};

export const SOCIAL_HEADER: PageHeaderText = {
  title: "Connect With Me",
  subtitle: "Pick your platform. Every link opens in a new tab.",
};

/** The ten links, in this order. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    platform: "whatsapp",
    name: "WhatsApp Channel",
    icon: "📢",
    colour: "from-green-500 to-green-700",
    url: links.whatsappChannel,
    testId: "social-whatsapp",
    description: "Updates, new tools and giveaways, straight to your WhatsApp.",
  },
  {
    platform: "youtube",
    name: "YouTube",
    icon: "▶️",
    colour: "from-red-500 to-red-700",
    url: links.youtube,
    testId: "social-youtube",
    description: "Gaming videos, coding tutorials and live streams.",
  },
  {
    platform: "instagram",
    name: "Instagram",
    icon: "📸",
    colour: "from-pink-500 to-purple-600",
    url: links.instagram,
    testId: "social-instagram",
    description: "Reels, behind-the-scenes and setup shots.",
  },
  {
    platform: "telegram",
    name: "Telegram Channel",
    icon: "✈️",
    colour: "from-sky-400 to-sky-600",
    url: links.telegramChannel,
    testId: "social-telegram",
    description: "Announcements and tool updates first.",
  },
  {
    platform: "telegram",
    name: "VIP Telegram Group",
    icon: "👑",
    colour: "from-amber-400 to-orange-600",
    url: links.vipTelegramGroup,
    testId: "social-telegram-vip",
    description: "For VIP members: unlimited tool uses and priority support.",
  },
  {
    platform: "discord",
    name: "Discord",
    icon: "🎮",
    colour: "from-indigo-500 to-indigo-700",
    url: links.discord,
    testId: "social-discord",
    description: "Find teammates, join custom rooms and hang out.",
  },
  {
    platform: "reddit",
    name: "Reddit",
    icon: "👽",
    colour: "from-orange-500 to-orange-700",
    url: links.reddit,
    testId: "social-reddit",
    description: "Discussions, guides and memes.",
  },
  {
    platform: "linkedin",
    name: "LinkedIn",
    icon: "💼",
    colour: "from-blue-600 to-blue-800",
    url: links.linkedin,
    testId: "social-linkedin",
    description: "Professional profile, projects and collaborations.",
  },
  {
    platform: "x",
    name: "Twitter / X",
    icon: "✖️",
    colour: "from-slate-700 to-black",
    url: links.x,
    testId: "social-x",
    description: "Quick thoughts, updates and clips.",
  },
  {
    platform: "facebook",
    name: "Facebook",
    icon: "👍",
    colour: "from-blue-500 to-blue-700",
    url: links.facebook,
    testId: "social-facebook",
    description: "Videos, posts and community updates.",
  },
];

export const SOCIAL_BRAND = {
  heading: "The Brand",
  text: `One name everywhere: look for ${siteConfig.displayName} and this logo on every platform. If an account doesn't link back here, it isn't me.`,
} as const;

export const SOCIAL_ARCHIVE = {
  heading: "Previous Website",
  text: "Looking for my old site? It has been archived and is no longer updated, but you can still visit it.",
  link: { label: "Visit the archived site", url: links.archivedSite },
} as const;

export const SOCIAL_PRIVACY = {
  text: "Curious what this site stores about you?",
  link: { label: "Read the Privacy Policy", path: "/privacy-policy" },
} as const;

/** The Social page's texts in every language (messages "pages-social"). */
export const SOCIAL_CONTENT = definePageContent(
  "pages-social",
  {
    meta: SOCIAL_META,
    header: SOCIAL_HEADER,
    links: SOCIAL_LINKS,
    brand: SOCIAL_BRAND,
    archive: SOCIAL_ARCHIVE,
    privacy: SOCIAL_PRIVACY,
    /** The buttons' labels (features/pages/social/social-label.ts picks one per platform). */
    buttons: {
      whatsapp: "Join Channel",
      youtube: "Subscribe Now",
      telegram: "Join",
      discord: "Join Server",
      reddit: "Follow on Reddit",
      linkedin: "Connect Now",
      other: "Follow Me",
    },
    ui: { linksLabel: "Social links", privacyLabel: "Privacy", logoAlt: `${siteConfig.displayName} logo` },
  },
  { name: siteConfig.displayName },
);
