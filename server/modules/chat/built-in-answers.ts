/**
 * The built-in assistant's brain: with no model configured, a visitor's question is matched to an
 * intent by weighted cues, and the answer is written from the site's own data (site.config.ts and
 * contracts/), in the same persona a model gets. Plain text; pages are named by their exact path
 * so the widget can link them.
 */
import { siteConfig } from "../../../site.config";
import {
  BLOG_MIN_WORDS,
  FF_BOTS_PATH,
  FREE_USES_PER_DAY,
  GAMES,
  GENERATOR_TOOLS,
  MIN_AGE,
  REGIONS,
  SENSITIVITY_MODES,
  SITE_PAGES,
  TOOLS_PATH,
  UID_MAX_DIGITS,
  UID_MIN_DIGITS,
  UTILITY_TOOLS,
  UTILITY_TOOLS_PATH,
  type GameInfo,
  type SiteTool,
} from "../../../contracts/site-knowledge";
import { joinList, liveBot, regionList, upcomingBots, vipBenefits } from "./site-facts";

export type Question = { text: string; compact: string };

type Intent = {
  id: string;
  /** Each cue that matches adds its weight; the highest total wins, earlier intents win ties. */
  cues: readonly (readonly [RegExp, number])[];
  /** Extra score computed from the question (the games named in it). */
  score?: (q: Question) => number;
  answer: (q: Question) => string;
};

export function normalize(question: string): Question {
  const text = question
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { text, compact: text.replace(/[\s-]/g, "") };
}

const compactName = (s: string) => normalize(s).compact;

/** The games a question names, by their name ("connect four") or route id ("connect4", "2048"). */
export function gamesNamedIn(q: Question): GameInfo[] {
  return GAMES.filter(
    (g) => q.compact.includes(compactName(g.name)) || new RegExp(`\\b${g.id}\\b`).test(q.text),
  );
}

const { links, siteName, displayName, shortName, tagline, telegramHandle } = siteConfig;
const likes = liveBot();
const page = (path: string) => SITE_PAGES.find((p) => p.path === path);
const tool = (tools: readonly SiteTool[], id: string) => tools.find((t) => t.id === id)!;
const toolAnswer = (t: SiteTool, tail: string) => `The ${t.name} is at ${t.path} 🛠️ ${t.description} ${tail}`;
const pageAnswer = (path: string, lead: string) => {
  const p = page(path);
  return `${lead} Head to ${path}${p ? `: ${p.description}` : ""}.`;
};

const INTENTS: readonly Intent[] = [
  {
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
  },
  {
    id: "uid-generator",
    cues: [[/\b(random|fake|generate|generator|new) uids?\b|\buids? generator\b/, 6]],
    answer: () => toolAnswer(tool(GENERATOR_TOOLS, "uid-generator"), "Handy for testing, not for the likes tool."),
  },
  {
    id: "uid",
    cues: [
      [/\buids?\b|\bplayer id\b/, 2],
      [/\b(invalid|wrong|error|incorrect|not (valid|working|accepted)|rejected|digits?|length|how (long|many)|format|valid|find|where)\b/, 2],
    ],
    answer: () =>
      `Your Free Fire UID must be ${UID_MIN_DIGITS} to ${UID_MAX_DIGITS} digits, numbers only: no spaces, letters or symbols, yaar. Copy it from your in-game profile and paste it at ${likes.path}, and check that you picked the region your account plays on.`,
  },
  {
    id: "limit",
    cues: [[/\b(limit|limited|once|one use|1 use|per day|daily|tomorrow|reset|again|second time|already used|429|quota|how many times)\b/, 3]],
    answer: () =>
      `The likes tool gives free users ${FREE_USES_PER_DAY} use per day per IP address: the server keeps count, so one try a day, bhai. Come back tomorrow, or go VIP for unlimited daily likes (ask ${telegramHandle} on Telegram). Details at ${likes.path}.`,
  },
  {
    id: "likes",
    cues: [
      [/\blikes?\b/, 3],
      [/\b(free fire|ff)\b/, 1],
      [/\b(get|send|free|increase|boost)\b/, 1],
    ],
    answer: () =>
      `Free likes? Chalo! 🔥 Open ${likes.path}, type your Free Fire UID (${UID_MIN_DIGITS}-${UID_MAX_DIGITS} digits), pick your region and hit Get Free Likes. Free users get ${FREE_USES_PER_DAY} use per day per IP address, and VIP gets unlimited likes. GG!`,
  },
  {
    id: "vip",
    cues: [
      [/\bvip\b/, 5],
      [/\b(premium|unlimited)\b/, 3],
    ],
    answer: () =>
      `VIP is the pro pass 👑: ${vipBenefits()}. Free users get ${FREE_USES_PER_DAY} use per day. To get VIP, message ${telegramHandle} on Telegram (${links.telegramChat}). More at ${FF_BOTS_PATH}.`,
  },
  {
    id: "regions",
    cues: [
      [/\bregions?\b/, 5],
      [/\b(server|servers|country|countries)\b/, 3],
      [new RegExp(`\\b(${REGIONS.map((r) => r.label.toLowerCase()).join("|")})\\b`), 3],
    ],
    answer: () =>
      `The likes tool supports ${REGIONS.length} regions: ${regionList()}. Pick the one your account plays on at ${likes.path}; the wrong region is the top reason a request fails, yaar.`,
  },
  {
    id: "bots",
    cues: [
      [/\b(info|spam|visit)\b/, 3],
      [/\bbots?\b/, 2],
      [/\b(coming soon|upcoming|new tools?|launch)\b/, 2],
    ],
    answer: () =>
      `The Free Fire bots hub is at ${FF_BOTS_PATH}. ${likes.title} is live at ${likes.path}; ${joinList(upcomingBots().map((b) => `${b.title} (${b.path})`))} are coming soon. Launch is loading ⏳`,
  },
  {
    id: "game",
    cues: [],
    score: (q) => (gamesNamedIn(q).length > 0 ? 4 : 0),
    answer: (q) =>
      gamesNamedIn(q)
        .map((g) => `${g.name} is at ${g.path}. ${g.description}`)
        .join(" ") + ` It runs right in your browser, by touch or keyboard. Go get that high score! 🎮 All ${GAMES.length} games: /games.`,
  },
  {
    id: "games",
    cues: [
      [/\bgames?\b/, 2],
      [/\b(play|bored|mini ?games?|browser games?)\b/, 1],
    ],
    answer: () =>
      `We've got ${GAMES.length} free browser games 🎮: ${joinList(GAMES.map((g) => g.name))}. Pick one at /games and play by touch or keyboard, no download needed. GG in advance!`,
  },
  {
    id: "qr",
    cues: [[/\bqr\b|\bqr ?code|\bbarcode\b/, 6]],
    answer: () => toolAnswer(tool(UTILITY_TOOLS, "qr-code"), "Type your text or link, generate, and download the PNG. It all runs in your browser."),
  },
  {
    id: "image",
    cues: [
      [/\b(images?|photos?|pictures?|pics?|jpe?g|png|screenshots?)\b/, 2],
      [/\b(compress|compressor|resize|shrink|reduce|smaller)\b/, 3],
    ],
    answer: () => toolAnswer(tool(UTILITY_TOOLS, "image-compressor"), "Nothing is uploaded: it works right in your browser."),
  },
  {
    id: "tts",
    cues: [[/\btext to speech\b|\btts\b|\bspeak\b|\bvoice\b|\bread (it |my text |text )?(aloud|out loud)\b/, 5]],
    answer: () => toolAnswer(tool(UTILITY_TOOLS, "text-to-speech"), "Paste your text, press Speak, and Stop whenever you like."),
  },
  {
    id: "clipboard",
    cues: [[/\bclipboard\b|\bnotes?\b/, 5]],
    answer: () => toolAnswer(tool(UTILITY_TOOLS, "clipboard-manager"), "Notes stay only while the page is open, so copy out what you need."),
  },
  {
    id: "sensitivity",
    cues: [[/\bsensi(tivity)?\b|\bdpi\b|\bheadshot settings?\b|\bsettings? for (headshots?|sniper|rush)/, 6]],
    answer: () =>
      toolAnswer(
        tool(GENERATOR_TOOLS, "sensitivity-generator"),
        `Pick ${joinList(SENSITIVITY_MODES)}, generate, then download your settings. Headshots incoming! 🎯`,
      ),
  },
  {
    id: "password",
    cues: [[/\bpasswords?\b/, 4]],
    answer: () => toolAnswer(tool(GENERATOR_TOOLS, "password-generator"), "Generate one, copy it, and keep it secret."),
  },
  {
    id: "name-generator",
    cues: [[/\b(nick ?names?|names?|stylish|fancy|fonts?)\b/, 3]],
    answer: () => toolAnswer(tool(GENERATOR_TOOLS, "ff-name-generator"), "Type your name, hit Generate and copy the one you like. Drip level: legendary ✨"),
  },
  {
    id: "tools",
    cues: [[/\b(tools?|generators?|utilit(y|ies))\b/, 2]],
    answer: () =>
      `Generators at ${TOOLS_PATH}: ${joinList(GENERATOR_TOOLS.map((t) => t.name))}. Utilities at ${UTILITY_TOOLS_PATH}: ${joinList(UTILITY_TOOLS.map((t) => t.name))}. All free, no signup 🛠️`,
  },
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
    answer: () =>
      `Everything here is 100% free 💸: no signup, no login, no payment. Only the likes tool has a fair limit of ${FREE_USES_PER_DAY} use per day, and VIP skips it.`,
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

export const FALLBACK_INTENT = "fallback";

function fallback(): string {
  return `Hmm, that one's outside my loadout 😅 I'm the built-in assistant, so I know this site: games (/games), free likes (${likes.path}), tools (${TOOLS_PATH}), utilities (${UTILITY_TOOLS_PATH}), the blog (/blog) and contact (/contact). Try one of those!`;
}

export type BuiltInAnswer = { intent: string; text: string };

export function answerQuestion(question: string): BuiltInAnswer {
  const q = normalize(question);
  let best: Intent | undefined;
  let bestScore = 0;
  for (const intent of INTENTS) {
    let score = intent.score?.(q) ?? 0;
    for (const [cue, weight] of intent.cues) if (cue.test(q.text)) score += weight;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best ? { intent: best.id, text: best.answer(q) } : { intent: FALLBACK_INTENT, text: fallback() };
}

/** Every intent id, for tests that want to see each one reached. */
export const INTENT_IDS: readonly string[] = INTENTS.map((i) => i.id);
