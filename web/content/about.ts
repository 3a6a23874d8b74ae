/** The About page. Identity comes from site.config.ts. */
import { siteConfig } from "../../site.config";
import { definePageContent, type InfoCard, type PageHeaderText, type PageMetaText } from "./page-types";

/** Skill = name, description, icon, colour (a Tailwind text colour). */
export type Skill = { name: string; description: string; icon: string; colour: string };
export type Milestone = { title: string; text: string };

const name = siteConfig.displayName;

export const ABOUT_META: PageMetaText = {
  title: "About Me",
  description: `The story of ${name}: how the coding, the videos and the community started, what matters most, and 18 skills along the way.`,
};

export const ABOUT_HEADER: PageHeaderText = {
  title: "About Me",
  subtitle: "The story behind the code, the games and the videos.",
};

export const ABOUT_BIOGRAPHY = {
  heading: "My Journey",
  paragraphs: [
    `Hi, I'm ${name}. I'm a self-taught developer, a Free Fire player and a video creator. It all started with a cheap phone, a slow connection and way too much curiosity about how games and websites actually work.`,
    "I learned to code from free tutorials and a lot of trial and error, then started recording my gameplay and explaining what I was building. Those two hobbies slowly turned into one thing: making tools, games and videos that are useful for people like me.",
    "Today I build websites and bots, stream and edit videos, and look after a friendly community of gamers and learners. Everything on this site is free, because that is how I learned too.",
  ],
} as const;

/** After the milestones, the way to what comes next: the Goals page, which no menu lists. */
export const ABOUT_GOALS_LINK = { text: "What I'm working towards next: my goals", to: "/goals" } as const;

export const ABOUT_MILESTONES: { heading: string; items: readonly Milestone[] } = {
  heading: "Milestones",
  items: [
    {
      title: "First Lines of Code",
      text: "A tiny HTML page with a blinking title and a broken button. It did almost nothing, but it was mine, and I was hooked.",
    },
    {
      title: "YouTube Journey Begins",
      text: "I uploaded my first gameplay video with phone audio and zero editing. Every video since has been a little better than the last.",
    },
    {
      title: "Community Building",
      text: "Viewers became friends: we started a Discord server and Telegram groups for giveaways, help and daily chats.",
    },
  ],
};

export const ABOUT_VALUES: { heading: string; items: readonly InfoCard[] } = {
  heading: "What Drives Me",
  items: [
    { emoji: "🔥", title: "Passion", text: "I only build and record what I genuinely enjoy. You can feel the difference." },
    { emoji: "📚", title: "Learning", text: "Every bug, lost match and flop video teaches something. I share those lessons openly." },
    { emoji: "🤝", title: "Community", text: "None of this works without the people around it. The community comes first." },
  ],
};

export const ABOUT_SKILLS: { heading: string; hint: string; thanks: string; items: readonly Skill[] } = {
  heading: "Skills & Interests",
  hint: "Tap a card to learn more.",
  /** Shown after the skill's name and description in the alert. */
  thanks: "Thanks for checking out my skills! 💙",
  items: [
    { name: "HTML5", icon: "🌐", colour: "text-orange-500", description: "The skeleton of every page I build: semantic, accessible markup." },
    { name: "CSS3", icon: "🎨", colour: "text-sky-500", description: "Layouts, animations and responsive designs that look good on any phone." },
    { name: "JavaScript", icon: "⚡", colour: "text-yellow-500", description: "The language that made the web interactive for me, from games to tools." },
    { name: "TypeScript", icon: "🔷", colour: "text-blue-500", description: "JavaScript with types, so bugs are caught before visitors see them." },
    { name: "React", icon: "⚛️", colour: "text-cyan-500", description: "Components and state for fast, interactive interfaces like this site." },
    { name: "Node.js", icon: "🟢", colour: "text-green-500", description: "Servers, APIs and bots written in the same language as the front end." },
    { name: "Python", icon: "🐍", colour: "text-emerald-500", description: "Automation scripts, bots and quick experiments." },
    { name: "Java", icon: "☕", colour: "text-amber-600", description: "Object-oriented programming fundamentals and my first Android experiments." },
    { name: "C++", icon: "🧩", colour: "text-indigo-500", description: "Problem solving and algorithms, close to how the machine really works." },
    { name: "Tailwind CSS", icon: "💨", colour: "text-teal-500", description: "Utility-first styling for building clean designs quickly." },
    { name: "Git & GitHub", icon: "🗂️", colour: "text-slate-500", description: "Version control for every project, so nothing good is ever lost." },
    { name: "Bot Development", icon: "🤖", colour: "text-violet-500", description: "Telegram and Discord bots that automate giveaways, help and fun." },
    { name: "Web Hosting & VPS", icon: "🖥️", colour: "text-gray-500", description: "Deploying and running my own servers, domains and databases." },
    { name: "Video Editing", icon: "🎬", colour: "text-red-500", description: "Cutting gameplay into highlights with music, effects and captions." },
    { name: "Thumbnail Design", icon: "🖼️", colour: "text-pink-500", description: "Eye-catching thumbnails that make people want to click." },
    { name: "Live Streaming", icon: "📡", colour: "text-rose-500", description: "Streaming gameplay and coding sessions and chatting with viewers live." },
    { name: "Competitive Gaming", icon: "🎮", colour: "text-purple-500", description: "Free Fire and other battle royales: game sense, aim and team play." },
    { name: "Community Management", icon: "💬", colour: "text-lime-600", description: "Running friendly groups with clear rules, events and giveaways." },
  ],
};

/** The About page's texts in every language (messages "pages-about"). */
export const ABOUT_CONTENT = definePageContent(
  "pages-about",
  {
    meta: ABOUT_META,
    header: ABOUT_HEADER,
    biography: ABOUT_BIOGRAPHY,
    goalsLink: ABOUT_GOALS_LINK,
    milestones: ABOUT_MILESTONES,
    values: ABOUT_VALUES,
    skillCards: ABOUT_SKILLS,
    ui: { avatarAlt: siteConfig.avatar.alt },
  },
  { name },
);
