/**
 * Free Fire bots text and data: the hub, the likes tool page, the coming-soon pages and the bot
 * cards. Limits and regions come from contracts/; identity from
 * site.config.ts.
 */
import { count, params } from "@nanostores/i18n";
import { FREE_USES_PER_DAY } from "../../contracts/site-routes";
import { REGIONS, VIP_BENEFITS, type Region } from "../../contracts/ff-facts";
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

/** Planned features of each coming-soon bot (our own lists). */
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
  /** Our own addition: shown while the browser is offline (the page itself can open offline). */
  offlineNote: "You are offline. The likes tool needs an internet connection: connect and try again.",
  upcomingHeading: "Upcoming Tools",
  importantHeading: "Important Information",
} as const;

export const UPCOMING_TOOLS: readonly { id: BotId; title: string; description: string }[] = [
  { id: "info", title: "Info Bot", description: "Check any player's public profile." },
  { id: "spam", title: "Spam Bot", description: "Send friend requests to get noticed." },
  { id: "visit", title: "Visit Bot", description: "Boost your profile's visitor count." },
];

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

export const hubMessages = defineMessages("ff-bots-hub", {
  title: FF_HUB.title,
  intro: FF_HUB.intro,
  badgesLabel: "Why use these bots",
  badge1: FF_HUB.badges[0],
  badge2: FF_HUB.badges[1],
  badge3: FF_HUB.badges[2],
  toolsHeading: FF_HUB.toolsHeading,
  howTitle: FF_HUB.howItWorks.title,
  howStep1: FF_HUB.howItWorks.steps[0],
  howStep2: FF_HUB.howItWorks.steps[1],
  howStep3: FF_HUB.howItWorks.steps[2],
  safeTitle: FF_HUB.safeAndSecure.title,
  safePoint1: FF_HUB.safeAndSecure.points[0],
  safePoint2: FF_HUB.safeAndSecure.points[1],
  safePoint3: FF_HUB.safeAndSecure.points[2],
  moreTitle: FF_HUB.moreComingSoon.title,
  moreText: FF_HUB.moreComingSoon.text,
  metaDescription: "Free Free Fire tools: get free likes on your profile today, with info, spam and visit bots coming soon.",
});

export const comingSoonMessages = defineMessages("ff-bots-soon", {
  ...COMING_SOON_TEXT,
  plannedLabel: "Planned features",
  metaTitle: params("{bot} (Coming Soon)"),
  metaDescription: params("{description} Coming soon to the Free Fire bots."),
  info1: COMING_SOON.info.planned[0]!,
  info2: COMING_SOON.info.planned[1]!,
  info3: COMING_SOON.info.planned[2]!,
  info4: COMING_SOON.info.planned[3]!,
  info5: COMING_SOON.info.planned[4]!,
  spam1: COMING_SOON.spam.planned[0]!,
  spam2: COMING_SOON.spam.planned[1]!,
  spam3: COMING_SOON.spam.planned[2]!,
  spam4: COMING_SOON.spam.planned[3]!,
  spam5: COMING_SOON.spam.planned[4]!,
  visit1: COMING_SOON.visit.planned[0]!,
  visit2: COMING_SOON.visit.planned[1]!,
  visit3: COMING_SOON.visit.planned[2]!,
  visit4: COMING_SOON.visit.planned[3]!,
  visit5: COMING_SOON.visit.planned[4]!,
});

/** A coming-soon bot's planned features in the page's language. */
export function plannedFeatures(t: ReturnType<typeof comingSoonMessages.get>, id: Exclude<BotId, "likes">): string[] {
  return ([1, 2, 3, 4, 5] as const).map((n) => t[`${id}${n}`]);
}

const REGION_TEXTS = Object.fromEntries(REGIONS.map((r) => [`region-${r.value}`, r.label])) as Record<`region-${Region}`, string>;
const VIP_BENEFIT_TEXTS = { vipBenefit1: VIP_BENEFITS[0], vipBenefit2: VIP_BENEFITS[1], vipBenefit3: VIP_BENEFITS[2], vipBenefit4: VIP_BENEFITS[3] };

/**
 * The likes page in the page's language. The server answers in English with a code; a translated
 * page shows the text its code (or, without one, its HTTP status) chooses, never a match on the words.
 */
export const likesMessages = defineMessages("ff-bots-likes", {
  ...LIKES_PAGE,
  metaDescription: "Get free likes on your Free Fire profile: enter your UID, pick your region, one free use every day.",
  formLabel: "Get free likes",
  toolLabel: "Likes tool",
  ...REGION_TEXTS,
  // Validation
  missingTitle: "Missing Information",
  missingDescription: "Please enter both UID and select a region",
  invalidUidTitle: "Invalid UID",
  invalidUidDescription: "UID must be 8-11 digits",
  // Outcomes
  successTitle: "🎉 Success!",
  successDescription: params(count({ one: "Added {likes} like to {player}!", other: "Added {likes} likes to {player}!" })),
  successPanel: "Congratulations! Likes sent successfully!",
  demoSent: "Demo mode: no likes were sent",
  rowPlayer: "Player",
  rowUid: "UID",
  rowLevel: "Level",
  rowAdded: "Likes Added",
  rowBefore: "Likes Before",
  rowAfter: "Likes After",
  vipTitle: "VIP Access Available",
  vipPanel: "VIP Access Required",
  vipContact: "Contact for VIP Access",
  vipIntro: VIP_PANEL_INTRO,
  ...VIP_BENEFIT_TEXTS,
  limitIp: "You've already used your free daily like. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
  limitUid: "This UID has already received its free likes today. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
  inFlight: "Your previous request is still being processed. Please wait for it to finish.",
  resetsIn: params("Your free use comes back in {time}."),
  unableTitle: "⚠️ Unable to Process",
  unableDefault: "UID already used elsewhere or 0 likes given",
  unablePanel: "Unable to add likes at this time",
  noLikes: "0 likes given: this UID cannot receive more likes right now.",
  uidRejected: "UID already used elsewhere or invalid. Check the UID and the region.",
  unavailable: "The likes service is not available right now. Please try again later.",
  timeout: "The likes service did not answer in time. Please try again later.",
  badAnswer: "The likes service sent an answer that could not be read. Please try again later.",
  freeUseKept: "Your free use for today was not counted.",
  vipRefused: "This VIP code was not accepted. Check it, or contact the operator on Telegram.",
  vipInvalid: "This VIP code is not valid. Check it, or contact the operator on Telegram.",
  vipRevoked: "This VIP code has been revoked. Contact the operator on Telegram.",
  vipExpired: "This VIP code has expired. Contact the operator on Telegram to renew it.",
  tooManyChecks: "Too many tries. Wait a minute and try again.",
  connectionTitle: "❌ Error",
  connectionDescription: "Failed to connect to the server. Please try again later.",
  connectionPanel: "Connection error",
  // The VIP code field
  vipLabel: VIP_CODE_TEXT.label,
  vipFieldLabel: "VIP code",
  vipSave: VIP_CODE_TEXT.save,
  vipChecking: VIP_CODE_TEXT.checking,
  vipConnection: VIP_CODE_TEXT.connection,
  vipFailed: VIP_CODE_TEXT.failed,
  vipSaved: VIP_CODE_TEXT.saved,
  vipForget: VIP_CODE_TEXT.forget,
  vipHint: VIP_CODE_TEXT.hint,
  // Upcoming tools and important information
  upcomingInfo: UPCOMING_TOOLS[0]!.description,
  upcomingSpam: UPCOMING_TOOLS[1]!.description,
  upcomingVisit: UPCOMING_TOOLS[2]!.description,
  info1: "Your UID is the number on your Free Fire profile: 8 to 11 digits.",
  info2: "Choose the region your account was created in, or the likes will not arrive.",
  info3: count({
    one: "Free users get {count} use per day per IP address, and each UID can get free likes once per day.",
    other: "Free users get {count} uses per day per IP address, and each UID can get free likes once per day.",
  }),
  resetAt: "The limit resets at midnight.",
  resetAtZone: params("The limit resets at midnight ({zone})."),
  info4: "A request that fails does not count against your daily use.",
  info5: "Likes can take a few minutes to show in the game.",
  info6: "This is an unofficial community tool, not made or endorsed by the game's developer.",
});
