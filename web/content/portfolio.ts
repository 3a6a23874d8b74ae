/** The Portfolio page. Links come from site.config.ts. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type InfoCard, type PageHeaderText, type PageMetaText } from "./page-types";

export type FeaturedWork = { emoji: string; title: string; description: string; url: string; cta: string; colours: string };

export const PORTFOLIO_META: PageMetaText = {
  title: "Portfolio",
  description: `Projects and videos by ${siteConfig.displayName}: code on GitHub, a gaming and coding channel, and the technical skills behind them.`,
};

export const PORTFOLIO_HEADER: PageHeaderText = {
  title: "My Portfolio",
  subtitle: "Things I've built, videos I've made, and the skills behind them.",
};

/** Two featured cards, a code-hosting projects link and a video channel link. */
export const FEATURED_WORK: { heading: string; items: readonly FeaturedWork[] } = {
  heading: "Featured Work",
  items: [
    {
      emoji: "💻",
      title: "Code Projects",
      description: "Websites, bots and experiments, with their source code. Browse the repositories, star what you like, learn from what you find.",
      url: siteConfig.links.codeHosting,
      cta: "View Projects",
      colours: "from-slate-700 to-slate-900",
    },
    {
      emoji: "▶️",
      title: "YouTube Channel",
      description: "Gaming highlights, coding tutorials and live streams. New videos every week.",
      url: siteConfig.links.youtube,
      cta: "Watch Videos",
      colours: "from-red-600 to-red-800",
    },
  ],
};

/** The technical skills grid, in this order. */
export const TECH_SKILLS: { heading: string; items: readonly InfoCard[] } = {
  heading: "Technical Skills",
  items: [
    { emoji: "🌐", title: "HTML5", text: "Semantic, accessible markup" },
    { emoji: "🎨", title: "CSS3", text: "Responsive layouts and animation" },
    { emoji: "⚡", title: "JavaScript", text: "Interactive pages and games" },
    { emoji: "⚛️", title: "React", text: "Component-based interfaces" },
    { emoji: "🐍", title: "Python", text: "Bots and automation" },
    { emoji: "☕", title: "Java", text: "OOP and Android basics" },
    { emoji: "🧩", title: "C++", text: "Algorithms and problem solving" },
    { emoji: "🟢", title: "Node.js", text: "APIs and servers" },
  ],
};

export const PORTFOLIO_CTA: CallToAction = {
  heading: "Have a project in mind?",
  text: "Need a website, a bot or a gaming platform? Tell me about it and let's build it together.",
  links: [{ label: "Let's Work Together", path: "/contact" }],
};

/** The Portfolio page's texts in every language (messages "pages-portfolio"). */
export const PORTFOLIO_CONTENT = definePageContent(
  "pages-portfolio",
  { meta: PORTFOLIO_META, header: PORTFOLIO_HEADER, featured: FEATURED_WORK, techSkills: TECH_SKILLS, cta: PORTFOLIO_CTA },
  { name: siteConfig.displayName },
);
