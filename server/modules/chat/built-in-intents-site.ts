/** The built-in assistant's intents about itself, the creator, the pages and small talk. */
import { siteConfig } from "../../../site.config";
import { BLOG_MIN_WORDS, FREE_USES_PER_DAY, GAMES, MIN_AGE } from "../../../contracts/site-knowledge";
import type { Intent } from "./built-in-question";
import { pageAnswer } from "./site-facts";

const { links, siteName, displayName, shortName, tagline } = siteConfig;

export const IDENTITY_INTENT: Intent = {
  id: "identity",
  cues: [
    [/\b(who|what) (are|r) (you|u)\b/, 4],
    [/\bare (you|u) (a |an )?(bot|ai|robot|human|real|person|gpt|chat ?gpt|gemini|llm|model|built in)\b/, 4],
    [/\b(which|what) (ai|model|llm)\b/, 4],
    [/\bbuilt ?in\b/, 3],
    [/\byour name\b/, 3],
  ],
  answer: () =>
    `I'm the built-in assistant of ${siteName} 🤖. No AI model is plugged in right now, so I answer from the site's own knowledge: games, Free Fire tools, limits, regions, VIP and pages. Ask away, bhai!`,
};

export const SITE_INTENTS: readonly Intent[] = [
  {
    id: "safety",
    cues: [
      [/\b(safe|safety|ban|banned|hack|hacked|legit|scam|secure|risk|risky)\b/, 3],
      [/\b(need|ask|want|give|share|enter|require)s?\b.{0,20}\bpasswords?\b/, 5],
    ],
    answer: () =>
      `Safe and sound 🛡️: the likes tool only needs your UID and region, never your password or login. Never share your password with anyone, not even "free diamonds" sites. Privacy details: /privacy-policy.`,
  },
  {
    id: "blog",
    cues: [[/\b(blog|blogs|articles?|posts?|guides?|read|reads)\b/, 3]],
    answer: () =>
      `The blog is at /blog 📚: long reads of ${BLOG_MIN_WORDS}+ words on Free Fire, gaming setups, coding and growing a channel. Grab a snack, they're proper deep dives!`,
  },
  {
    id: "commission",
    cues: [[/\b(commission|hire|freelanc\w*|services?|pricing)\b|\b(build|make|create|design) (me )?(a |my |our )?(website|site|bot|app|portfolio)\b/, 5]],
    answer: () =>
      `Need a website or a bot built? 💼 ${displayName} takes commission work: websites, portfolio sites, gaming platforms and bots that load fast on any phone. Start at /contact, and peek at /portfolio first.`,
  },
  {
    id: "contact",
    cues: [
      [/\b(contact|email|e mail|mail|whatsapp|telegram|reach|get in touch|talk to|message|dm)\b/, 3],
      [/\b(creator|owner|admin|developer|him|her|you)\b/, 1],
    ],
    answer: () =>
      `Want to talk to ${displayName}? 📬 Email ${links.businessEmail}, WhatsApp ${links.whatsappChat} or Telegram ${links.telegramChat}, or use the form at /contact. Replies come as fast as a clutch 1v4!`,
  },
  {
    id: "social",
    cues: [
      [/\b(social|socials|youtube|yt|instagram|insta|discord|reddit|linkedin|twitter|facebook|fb|subscribe|follow)\b/, 3],
      [/\b(channel|join|community server)\b/, 2],
    ],
    answer: () =>
      `Join the squad 📲: YouTube ${links.youtube}, Instagram ${links.instagram}, Discord ${links.discord} and the Telegram channel ${links.telegramChannel}. Every link is at /social.`,
  },
  {
    id: "about",
    cues: [[/\bwho (is|s) (the )?(creator|owner|admin|developer|behind)\b|\bwho (made|built|created|runs|owns|makes)\b|\babout (the )?(creator|owner|site|you)\b/, 4]],
    answer: () => `This site belongs to ${displayName}: ${tagline}. The story, milestones and skills are on /about, and projects on /portfolio.`,
  },
  { id: "portfolio", cues: [[/\b(portfolio|projects?|work samples?)\b/, 3]], answer: () => pageAnswer("/portfolio", "Check out the work! 💻") },
  { id: "goals", cues: [[/\b(goals?|dreams?|ambitions?)\b/, 3]], answer: () => pageAnswer("/goals", "Big dreams, bhai! 🚀") },
  { id: "coding", cues: [[/\b(coding|code|programming|tech stack|developer|learn to code)\b/, 3]], answer: () => pageAnswer("/coding", "Code mode on 👨‍💻") },
  { id: "content", cues: [[/\b(content|videos?|tutorials?|uploads?|live streams?|schedule)\b/, 2]], answer: () => pageAnswer("/content", "Lights, camera, GG! 🎥") },
  { id: "community", cues: [[/\b(community|giveaways?|guidelines)\b/, 3]], answer: () => pageAnswer("/community", "Squad goals! 🤝") },
  { id: "gaming", cues: [[/\b(gaming|favou?rite games?|setup|what games do (you|u) play)\b/, 3]], answer: () => pageAnswer("/gaming", "Gamer life! 🎮") },
  { id: "privacy", cues: [[/\b(privacy|cookies?|personal data|my data|tracking)\b/, 4]], answer: () => pageAnswer("/privacy-policy", "Your data matters 🔒") },
  { id: "terms", cues: [[/\b(terms|conditions|rules)\b/, 3]], answer: () => pageAnswer("/terms-conditions", "The rules of the lobby 📜") },
  { id: "disclaimer", cues: [[/\bdisclaimer\b/, 4]], answer: () => pageAnswer("/disclaimer", "The fine print 📄") },
  {
    id: "free",
    cues: [[/\b(free|cost|costs|price|pay|paid|money|rupees?|charge|signup|sign up|register|account|login|log in)\b/, 2]],
    answer: () => `Everything here is 100% free 💸: no signup, no login, no payment. Only the likes tool has a fair limit of ${FREE_USES_PER_DAY} use per day, and VIP skips it.`,
  },
  {
    id: "age",
    cues: [[/\b(age|old enough|how old|years old|kids?|children|under ?18|parents?|parental|minimum)\b/, 3]],
    answer: () => `You need to be at least ${MIN_AGE} to use the site, and under 18 you need a parent's OK. Details in /terms-conditions.`,
  },
  {
    id: "theme",
    cues: [[/\b(dark mode|light mode|night mode|theme)\b/, 4]],
    answer: () => "Tap the theme toggle in the header to switch between dark and light 🌗. Your choice is remembered on this device.",
  },
  {
    id: "easter-eggs",
    cues: [[/\b(easter eggs?|secrets?|confetti|hidden)\b/, 4]],
    answer: () => "Psst 🤫: press N for confetti, and try clicking round things like the avatar. You didn't hear it from me!",
  },
  {
    id: "thanks",
    cues: [[/\b(thanks|thank you|thank u|thx|ty|shukriya|dhanyavad)\b/, 3]],
    answer: () => "Anytime, bhai! 🙌 GG and have fun on the site.",
  },
  {
    id: "greeting",
    cues: [[/^(hi+|hello|helo|hey+|namaste|yo|sup|hola|salam|good (morning|afternoon|evening))\b/, 2]],
    answer: () =>
      `Hey gamer! 👋 Kya haal hai? I'm the site's assistant: ask me about the ${GAMES.length} games, free Free Fire likes, VIP, regions, tools or how to reach ${shortName}.`,
  },
];
