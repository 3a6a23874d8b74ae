/** The Coding journey page. */
import { siteConfig } from "../../site.config";
import { definePageContent, type CallToAction, type PageHeaderText, type PageMetaText } from "./page-types";

/** Tech category = name, icon, skill list, description, colours. */
export type TechCategory = { name: string; icon: string; skills: readonly string[]; description: string; colours: string };
export type CodingProject = { emoji: string; title: string; description: string; status: string };

export const CODING_META: PageMetaText = {
  title: "Coding Journey",
  description: `How ${siteConfig.displayName} writes code: the philosophy, the tech stack for frontend, backend, mobile and databases, and the projects in progress.`,
};

export const CODING_HEADER: PageHeaderText = {
  title: "My Coding Journey",
  subtitle: "From a blinking HTML page to bots, servers and this website.",
};

export const CODING_PHILOSOPHY = {
  heading: "My Coding Philosophy",
  paragraphs: [
    "Build things people actually use. A small tool that solves a real problem beats a big project that never ships.",
    "Keep it simple, make it fast, and make it work on the cheapest phone on the slowest network, because that is how most of my audience browses.",
    "Learn in public. I share what I build, what breaks and how I fix it, so others can learn faster than I did.",
  ],
} as const;

/** Four tech-stack cards with exactly these items. */
export const TECH_STACK: { heading: string; items: readonly TechCategory[] } = {
  heading: "Tech Stack",
  items: [
    {
      name: "Frontend",
      icon: "🎨",
      skills: ["React", "TypeScript", "Tailwind CSS", "Next.js"],
      description: "Fast, responsive interfaces that feel good to use.",
      colours: "from-cyan-500 to-blue-600",
    },
    {
      name: "Backend",
      icon: "⚙️",
      skills: ["Node.js", "Express", "Python", "REST APIs"],
      description: "APIs, bots and servers that keep everything running.",
      colours: "from-green-500 to-emerald-600",
    },
    {
      name: "Mobile",
      icon: "📱",
      skills: ["React Native", "Flutter", "iOS", "Android"],
      description: "Apps for the device everyone already has in their pocket.",
      colours: "from-purple-500 to-fuchsia-600",
    },
    {
      name: "Database",
      icon: "🗄️",
      skills: ["MongoDB", "PostgreSQL", "MySQL", "Firebase"],
      description: "Storing data safely and reading it back quickly.",
      colours: "from-orange-500 to-red-600",
    },
  ],
};

/** Six current project cards. */
export const CODING_PROJECTS: { heading: string; items: readonly CodingProject[] } = {
  heading: "Current Projects",
  items: [
    {
      emoji: "🌐",
      title: "This Website",
      description: "Portfolio, free tools, browser games, a blog and an AI assistant, prerendered so it loads fast everywhere.",
      status: "Live",
    },
    {
      emoji: "✈️",
      title: "Telegram Bots",
      description: "Bots for giveaways, announcements and quick answers in the community groups.",
      status: "Live",
    },
    {
      emoji: "🤖",
      title: "Discord Bots",
      description: "Moderation, welcome messages and mini-games for the Discord server.",
      status: "In progress",
    },
    {
      emoji: "🖥️",
      title: "VPS Hosting Server",
      description: "My own server running the site, the bots and the databases, set up and secured by hand.",
      status: "Live",
    },
    {
      emoji: "🎮",
      title: "Gaming Portal",
      description: "A home for tournaments, custom rooms and leaderboards for the community.",
      status: "In progress",
    },
    {
      emoji: "🤫",
      title: "Secret Project",
      description: "Something big is cooking. Stay tuned, it will be worth the wait!",
      status: "Coming soon",
    },
  ],
};

export const CODING_CTA: CallToAction = {
  heading: "Want to see more or build something together?",
  text: "Browse the finished work, or tell me about your idea.",
  links: [
    { label: "View Portfolio", path: "/portfolio" },
    { label: "Contact Me", path: "/contact" },
  ],
};

/** The Coding journey page's texts in every language (messages "pages-coding"). */
export const CODING_CONTENT = definePageContent(
  "pages-coding",
  {
    meta: CODING_META,
    header: CODING_HEADER,
    philosophy: CODING_PHILOSOPHY,
    stack: TECH_STACK,
    projects: CODING_PROJECTS,
    cta: CODING_CTA,
    /** "{category}" is a tech-stack card's name. */
    ui: { skillsOf: "{category} skills" },
  },
  { name: siteConfig.displayName },
);
