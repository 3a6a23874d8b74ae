/** The built-in assistant's Free Fire intents: UIDs, the daily limit, likes, VIP, regions, bots. */
import { siteConfig } from "../../../site.config";
import { FF_BOTS_PATH, FREE_USES_PER_DAY, GENERATOR_TOOLS, REGIONS, UID_MAX_DIGITS, UID_MIN_DIGITS } from "../../../contracts/site-knowledge";
import type { Intent } from "./built-in-question";
import { joinList, liveBot, regionList, toolAnswer, upcomingBots, vipBenefits } from "./site-facts";

const { links, telegramHandle } = siteConfig;
const likes = liveBot();

export const FREE_FIRE_INTENTS: readonly Intent[] = [
  {
    id: "uid-generator",
    cues: [[/\b(random|fake|generate|generator|new) uids?\b|\buids? generator\b/, 6]],
    answer: () => toolAnswer(GENERATOR_TOOLS, "uid-generator", "Handy for testing, not for the likes tool."),
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
];
