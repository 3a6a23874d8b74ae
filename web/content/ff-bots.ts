/**
 * Free Fire bots text and data (spec 1 "Free Fire bots hub", "Likes tool page", "Coming-soon
 * pages", section 3 "Bot card"). Limits and regions come from contracts/; identity from
 * site.config.ts.
 */
import { FREE_USES_PER_DAY } from "../../contracts/site-routes";

export type BotId = "likes" | "info" | "spam" | "visit";
export type BotStatus = "Live" | "Soon";
export type BotIcon = "heart" | "info" | "message" | "eye";

/** Spec 1 section 3 "Bot card". `color` tints the icon; `gradient` paints the card's header. */
export type BotCard = {
  id: BotId;
  title: string;
  description: string;
  features: readonly [string, string, string];
  color: string;
  gradient: string;
  icon: BotIcon;
  badge?: string;
  status: BotStatus;
};

export const BOT_CARDS: readonly BotCard[] = [
  {
    id: "likes",
    title: "Likes Bot",
    description: "Get free likes on your Free Fire profile in seconds. Just your UID and region.",
    features: ["Up to 100 likes per use", "All nine regions", `${FREE_USES_PER_DAY} free use every day`],
    color: "text-pink-500",
    gradient: "from-pink-600 to-rose-700",
    icon: "heart",
    badge: "🔥 Popular",
    status: "Live",
  },
  {
    id: "info",
    title: "Info Bot",
    description: "Look up a player's public profile: level, rank, guild and more.",
    features: ["Level and rank", "Guild details", "Account stats"],
    color: "text-sky-500",
    gradient: "from-sky-600 to-blue-700",
    icon: "info",
    status: "Soon",
  },
  {
    id: "spam",
    title: "Spam Bot",
    description: "Send friend requests to a player to get noticed in the lobby.",
    features: ["Friend requests", "Fast delivery", "Simple to use"],
    color: "text-amber-500",
    gradient: "from-amber-600 to-orange-700",
    icon: "message",
    status: "Soon",
  },
  {
    id: "visit",
    title: "Visit Bot",
    description: "Boost your profile's visitor count so more players see you.",
    features: ["Profile visits", "All regions", "Safe for your account"],
    color: "text-emerald-500",
    gradient: "from-emerald-600 to-teal-700",
    icon: "eye",
    status: "Soon",
  },
];

export const BOT_CTA = { live: "Use Now - FREE!", soon: "Launching Soon..." } as const;
export const BOT_STATUS_LABEL: Record<BotStatus, string> = { Live: "Live", Soon: "Coming Soon" };

export const FF_HUB = {
  title: "Free Fire Bots",
  intro: "Free tools for Free Fire players. No sign-up, no password, no payment: just your UID.",
  badges: ["100% Free", "Instant Results", "Safe & Secure"],
  toolsHeading: "Choose a bot",
  howItWorks: {
    title: "How It Works",
    steps: ["Pick a live bot below", "Enter your UID and choose your region", "Get your results in seconds"],
  },
  safeAndSecure: {
    title: "Safe & Secure",
    points: ["We never ask for your password or login", "Only your public player UID is used", "Your IP address is stored only as a keyed hash, to keep the daily limit fair"],
  },
  moreComingSoon: {
    title: "More Coming Soon",
    text: "Info, Spam and Visit bots are on the way. Join the community to hear the moment they go live.",
  },
} as const;

export const WHATSAPP_CONTACT = {
  title: "Questions or ideas for a bot?",
  text: "Message me on WhatsApp: suggestions, problems with a tool or business enquiries.",
  button: "Chat on WhatsApp",
} as const;

/** Planned features of each coming-soon bot (the spec leaves the lists to us). */
export const COMING_SOON: Record<Exclude<BotId, "likes">, { planned: readonly string[] }> = {
  info: {
    planned: [
      "Player nickname, level and experience",
      "Current rank and season highlights",
      "Guild name, role and members",
      "Account creation date and region",
      "Equipped pet, title and badges",
    ],
  },
  spam: {
    planned: [
      "Send friend requests to any UID",
      "Pick how many requests to send",
      "Delivery status for every request",
      "Works for all nine regions",
      "The same fair daily limit as the likes bot",
    ],
  },
  visit: {
    planned: [
      "Add visitors to your profile",
      "Choose the number of visits",
      "Before and after visitor counts",
      "Works for all nine regions",
      "The same fair daily limit as the likes bot",
    ],
  },
};

export const COMING_SOON_TEXT = {
  back: "Back to FF Bots",
  heading: "Coming Soon",
  intro: "This bot is being built. Here is what it will do:",
  explore: "Explore Other Tools",
} as const;

export const LIKES_PAGE = {
  title: "Free Fire Likes Bot",
  intro: "Enter your UID, choose your region and get free likes on your profile.",
  uidLabel: "Player UID",
  uidPlaceholder: "Enter your UID (8-11 digits)",
  regionLabel: "Region",
  regionPlaceholder: "Select your region",
  submit: "Get Free Likes",
  busy: "Processing...",
  demoBadge: "Demo",
  demoNote: "Demo mode: this server has no likes provider configured, so no likes are sent. The numbers are examples.",
  /** Not in the spec: shown while the browser is offline (the page itself can open offline). */
  offlineNote: "You are offline. The likes tool needs an internet connection: connect and try again.",
  upcomingHeading: "Upcoming Tools",
  importantHeading: "Important Information",
} as const;

export const UPCOMING_TOOLS: readonly { id: BotId; title: string; description: string }[] = [
  { id: "info", title: "Info Bot", description: "Check any player's public profile." },
  { id: "spam", title: "Spam Bot", description: "Send friend requests to get noticed." },
  { id: "visit", title: "Visit Bot", description: "Boost your profile's visitor count." },
];

/** The reset zone is filled in from the server's status once the page is running. */
export function importantInfo(timeZone: string | null): readonly string[] {
  const reset = timeZone ? `at midnight (${timeZone})` : "at midnight";
  return [
    "Your UID is the number on your Free Fire profile: 8 to 11 digits.",
    "Choose the region your account was created in, or the likes will not arrive.",
    `Free users get ${FREE_USES_PER_DAY} use per day per IP address, and each UID can get free likes once per day. The limit resets ${reset}.`,
    "A request that fails does not count against your daily use.",
    "Likes can take a few minutes to show in the game.",
    "This is an unofficial community tool, not made or endorsed by the game's developer.",
  ];
}

export const VIP_CODE_TEXT = {
  label: "Have a VIP code?",
  placeholder: "VIP-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
  save: "Use code",
  checking: "Checking…",
  connection: "Could not check the code: no connection. Try again when you are online.",
  failed: "Could not check the code right now. Please try again in a minute.",
  saved: "VIP code saved on this device. It is sent with your requests.",
  forget: "Forget code",
  hint: "VIP codes skip the daily limit. Get one from the operator on Telegram.",
} as const;

export const VIP_PANEL_INTRO = "VIP members get:";
