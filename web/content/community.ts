/** The Community page. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type InfoCard, type PageHeaderText, type PageMetaText } from "./page-types";

/** The ids of the simulated community counters (their rules live with the page's feature code). */
export type CommunityStatId = "discord" | "youtube" | "telegram" | "interactions";

export const COMMUNITY_META: PageMetaText = {
  title: "Community",
  description: `The ${siteConfig.siteName} community: what we believe in, weekly giveaways, daily chats, VIP access and the guidelines that keep it friendly.`,
};

export const COMMUNITY_HEADER: PageHeaderText = {
  title: "Our Community",
  subtitle: "Gamers, coders and friends, growing together.",
};

export const COMMUNITY_PHILOSOPHY = {
  heading: "Community Philosophy",
  text: "A community is not a follower count. It is people who help each other, celebrate each other's wins and show up for each other on bad days. Everyone is welcome here, whether you are a pro player, a beginner coder or just here for the memes.",
} as const;

export const COMMUNITY_STATS = {
  heading: "Community in Numbers",
  note: "A playful simulation for fun, not live data from any platform.",
  items: [
    { id: "discord", emoji: "🎮", label: "Discord Members" },
    { id: "youtube", emoji: "▶️", label: "YouTube Subscribers" },
    { id: "telegram", emoji: "✈️", label: "Telegram Members" },
    { id: "interactions", emoji: "💬", label: "Interactions" },
  ] satisfies readonly { id: CommunityStatId; emoji: string; label: string }[],
} as const;

/** The four values. */
export const COMMUNITY_VALUES: { heading: string; items: readonly InfoCard[] } = {
  heading: "Our Values",
  items: [
    { emoji: "❤️", title: "Love & Support", text: "We lift each other up, in games and in life." },
    { emoji: "🌱", title: "Growth Mindset", text: "Everyone starts somewhere. Questions are always welcome." },
    { emoji: "🌍", title: "Inclusive Environment", text: "Every language, country, skill level and background belongs here." },
    { emoji: "🏆", title: "Recognition", text: "Great clips, helpful answers and big wins get shouted out." },
  ],
};

/** The three highlights. */
export const COMMUNITY_HIGHLIGHTS: { heading: string; items: readonly InfoCard[] } = {
  heading: "Community Highlights",
  items: [
    { emoji: "🎁", title: "Weekly Giveaways", text: "Diamonds, gift cards and shout-outs for active members every week." },
    { emoji: "💬", title: "Daily Interactions", text: "Polls, quizzes, custom rooms and chats every single day." },
    { emoji: "👑", title: "VIP Access", text: "VIP members get unlimited tool uses, priority support and early access to new tools." },
  ],
};

export const COMMUNITY_GUIDELINES = {
  heading: "Community Guidelines",
  items: [
    "Be kind and respectful. No hate speech, bullying or harassment.",
    "No spam, scams or self-promotion without permission.",
    "Never share passwords, account logins or other people's personal information.",
    "Keep content family-friendly: many members are teenagers.",
    "Help newcomers and give credit where it's due.",
    "Listen to the moderators; report problems instead of fighting back.",
  ],
} as const;

export const COMMUNITY_CTA: CallToAction = {
  heading: "Ready to join?",
  text: "Pick your favourite platform and say hi. We'd love to have you.",
  links: [
    { label: "Join the Community", path: "/social" },
    { label: "Get in Touch", path: "/contact" },
  ],
};

/** The Community page's texts in every language (messages "pages-community"). */
export const COMMUNITY_CONTENT = definePageContent(
  "pages-community",
  {
    meta: COMMUNITY_META,
    header: COMMUNITY_HEADER,
    philosophy: COMMUNITY_PHILOSOPHY,
    stats: COMMUNITY_STATS,
    values: COMMUNITY_VALUES,
    highlights: COMMUNITY_HIGHLIGHTS,
    guidelines: COMMUNITY_GUIDELINES,
    cta: COMMUNITY_CTA,
  },
  { site: siteConfig.siteName },
);
