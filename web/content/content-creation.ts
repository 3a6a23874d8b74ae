/** The Content creation page. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type InfoCard, type PageHeaderText, type PageMetaText } from "./page-types";

export type LatestContent = { emoji: string; platform: string; title: string; text: string; url: string; cta: string };

/** The ids of the simulated live stats (their rules live with the page's feature code). */
export type ContentStatId = "videos" | "tutorials" | "reviews" | "videoViews" | "followers" | "liveViewers";

export const CONTENT_META: PageMetaText = {
  title: "Content Creation",
  description: `Gaming videos, coding tutorials, tech reviews and live streams by ${siteConfig.displayName}, with the weekly upload schedule.`,
};

export const CONTENT_HEADER: PageHeaderText = {
  title: "Content Creation",
  subtitle: "Gaming, coding and tech, made for people who learn by watching.",
};

export const CONTENT_MISSION = {
  heading: "My Mission",
  text: "Make content that is fun to watch and actually useful: gameplay that teaches you something, tutorials that skip the boring parts, and honest reviews of gear you can afford. No clickbait, no gatekeeping.",
} as const;

export const CONTENT_STATS = {
  heading: "Live Stats",
  /** Honesty first: the numbers are a playful simulation, not fetched from any platform. */
  note: "A playful simulation for fun, not real-time data from any platform.",
  labels: {
    videos: "Videos",
    tutorials: "Tutorials",
    reviews: "Reviews",
    videoViews: "YouTube Views",
    followers: "Instagram Followers",
    liveViewers: "Live Viewers",
  } satisfies Record<ContentStatId, string>,
} as const;

/** The four content types. */
export const CONTENT_TYPES: { heading: string; items: readonly InfoCard[] } = {
  heading: "What I Create",
  items: [
    { emoji: "🎮", title: "Gaming Videos", text: "Free Fire highlights, clutch moments, tips and settings that help you win more." },
    { emoji: "💻", title: "Coding Tutorials", text: "Build real projects step by step: websites, bots and small games." },
    { emoji: "🔧", title: "Tech Reviews", text: "Budget phones, accessories and apps, tested honestly for gaming and creating." },
    { emoji: "📡", title: "Live Streams", text: "Play, code and chat live with the community." },
  ],
};

/** Latest content cards, a video link and a photo-sharing link. */
export const LATEST_CONTENT: { heading: string; items: readonly LatestContent[] } = {
  heading: "Latest Content",
  items: [
    {
      emoji: "▶️",
      platform: "YouTube",
      title: siteConfig.featuredVideo.title,
      text: "The newest video on the channel. Grab a snack and watch.",
      url: siteConfig.featuredVideo.url,
      cta: "Watch on YouTube",
    },
    {
      emoji: "📸",
      platform: "Instagram",
      title: "Behind the scenes",
      text: "Setup shots, short clips and what I'm working on right now.",
      url: siteConfig.links.instagram,
      cta: "View on Instagram",
    },
  ],
};

/** The upload schedule; each card is a day (title) and what comes out that day (text). */
export const CONTENT_SCHEDULE: { heading: string; items: readonly InfoCard[] } = {
  heading: "Content Schedule",
  items: [
    { emoji: "🎮", title: "Monday", text: "Gaming Highlights" },
    { emoji: "💻", title: "Wednesday", text: "Coding Tutorials" },
    { emoji: "📡", title: "Friday", text: "Live Streams" },
  ],
};

export const CONTENT_CTA: CallToAction = {
  heading: "Never miss an upload",
  text: "Follow along on social media, or tell me what you want to see next.",
  links: [
    { label: "Follow on Social", path: "/social" },
    { label: "Suggest Content", path: "/contact" },
  ],
};

/** The Content creation page's texts in every language (messages "pages-content"). */
export const CONTENT_CONTENT = definePageContent(
  "pages-content",
  {
    meta: CONTENT_META,
    header: CONTENT_HEADER,
    mission: CONTENT_MISSION,
    stats: CONTENT_STATS,
    types: CONTENT_TYPES,
    latest: LATEST_CONTENT,
    schedule: CONTENT_SCHEDULE,
    cta: CONTENT_CTA,
  },
  { name: siteConfig.displayName, video: siteConfig.featuredVideo.title },
);
