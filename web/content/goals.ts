/** The Goals page. The quotes are in a Hinglish tone, the site's own voice. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type PageHeaderText, type PageMetaText } from "./page-types";

/** Goal = id, emoji, title, description, quote, colours, test id. */
export type Goal = {
  id: "coding" | "community" | "football" | "empire";
  emoji: string;
  title: string;
  description: string;
  quote: string;
  /** Tailwind gradient classes for the card's accent. */
  colours: string;
  testId: string;
};

export const GOALS_META: PageMetaText = {
  title: "My Goals",
  description: `What ${siteConfig.displayName} is working towards: better code, a bigger community, football and an empire of their own.`,
};

export const GOALS_HEADER: PageHeaderText = {
  title: "My Goals",
  subtitle: "Big dreams, small daily steps. Tap a goal to see what keeps me going.",
};

export const GOALS: readonly Goal[] = [
  {
    id: "coding",
    emoji: "💻",
    title: "Master Coding",
    description: "Become a full-stack developer who ships fast, reliable apps, bots and games that thousands of people use every day.",
    quote: "Code karte raho, bugs se mat daro. Har error ek naya lesson hai! 💪",
    colours: "from-blue-500 to-cyan-500",
    testId: "goal-coding",
  },
  {
    id: "community",
    emoji: "🎥",
    title: "Grow Community & Content",
    description: "Keep making videos and streams people look forward to, and build a community where everyone feels at home.",
    quote: "Views aate jaate rehte hain, par family hamesha saath rehti hai! ❤️",
    colours: "from-red-500 to-pink-500",
    testId: "goal-community",
  },
  {
    id: "football",
    emoji: "⚽",
    title: "Level Up in Football",
    description: "Train consistently, stay fit and play football at a competitive level, because life is not only screens.",
    quote: "Screen se bahar bhi ek game hai, aur usme bhi goal maarna hai! ⚽🔥",
    colours: "from-green-500 to-emerald-500",
    testId: "goal-football",
  },
  {
    id: "empire",
    emoji: "👑",
    title: "Build My Empire",
    description: "Turn coding, content and community into my own brand and business, and help others start theirs.",
    quote: "Sapne bade rakho, mehnat usse bhi badi. Empire ek din mein nahi banta! 👑",
    colours: "from-amber-500 to-orange-500",
    testId: "goal-empire",
  },
];

export const GOALS_CTA: CallToAction = {
  heading: "Want to be part of it?",
  text: "Got an idea, a collab or just some motivation to share? I'd love to hear from you.",
  links: [{ label: "Join My Journey", path: "/contact" }],
};

/** The Goals page's texts in every language (messages "pages-goals"). */
export const GOALS_CONTENT = definePageContent("pages-goals", { meta: GOALS_META, header: GOALS_HEADER, goals: GOALS, cta: GOALS_CTA }, { name: siteConfig.displayName });
