/**
 * Free Fire bots text and data: the bot cards the hub, the likes page and the coming-soon pages
 * share, and the hub's English. The hub's texts in the page's language are in ./ff-bots-hub.ts,
 * the likes page's in ./ff-bots-likes.ts and the coming-soon pages' in ./ff-bots-soon.ts, each
 * its own module so a page's catalog holds only the texts it shows (docs/decisions/097). Limits
 * come from contracts/.
 */
import { count } from "@nanostores/i18n";
import { FREE_USES_PER_DAY } from "../../contracts/site-routes";
import { defineMessages } from "../i18n/i18n";

export type BotId = "likes" | "info" | "spam" | "visit";
export type BotStatus = "Live" | "Soon";
export type BotIcon = "heart" | "info" | "message" | "eye";

/** A bot card. `color` tints the icon; `gradient` paints the card's header. */
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

/*
 * The same texts in the page's language: web/i18n/messages/<locale>/<name>.json. The English
 * constants above stay the reference (the browser tests read them).
 */

/** The four bot cards, their statuses and the WhatsApp block: shared by the hub, the likes page and the coming-soon pages. */
export const botCardMessages = defineMessages("ff-bots-cards", {
  likesTitle: "Likes Bot",
  likesDescription: "Get free likes on your Free Fire profile in seconds. Just your UID and region.",
  likesFeature1: "Up to 100 likes per use",
  likesFeature2: "All nine regions",
  likesFeature3: count({ one: "{count} free use every day", other: "{count} free uses every day" }),
  likesBadge: "🔥 Popular",
  infoTitle: "Info Bot",
  infoDescription: "Look up a player's public profile: level, rank, guild and more.",
  infoFeature1: "Level and rank",
  infoFeature2: "Guild details",
  infoFeature3: "Account stats",
  spamTitle: "Spam Bot",
  spamDescription: "Send friend requests to a player to get noticed in the lobby.",
  spamFeature1: "Friend requests",
  spamFeature2: "Fast delivery",
  spamFeature3: "Simple to use",
  visitTitle: "Visit Bot",
  visitDescription: "Boost your profile's visitor count so more players see you.",
  visitFeature1: "Profile visits",
  visitFeature2: "All regions",
  visitFeature3: "Safe for your account",
  live: BOT_STATUS_LABEL.Live,
  soon: BOT_STATUS_LABEL.Soon,
  useNow: BOT_CTA.live,
  launchingSoon: BOT_CTA.soon,
  whatsappTitle: WHATSAPP_CONTACT.title,
  whatsappText: WHATSAPP_CONTACT.text,
  whatsappButton: WHATSAPP_CONTACT.button,
});

type BotCardTexts = ReturnType<typeof botCardMessages.get>;

/** A bot card's title, description, features and badge in the page's language. */
export function botTexts(t: BotCardTexts, id: BotId): { title: string; description: string; features: [string, string, string]; badge?: string } {
  if (id === "likes") {
    return { title: t.likesTitle, description: t.likesDescription, features: [t.likesFeature1, t.likesFeature2, t.likesFeature3(FREE_USES_PER_DAY)], badge: t.likesBadge };
  }
  return { title: t[`${id}Title`], description: t[`${id}Description`], features: [t[`${id}Feature1`], t[`${id}Feature2`], t[`${id}Feature3`]] };
}
