/**
 * The built-in assistant's brain: with no model configured, a visitor's question is matched to an
 * intent by weighted cues, and the answer is written from the site's own data (site.config.ts and
 * contracts/), in the same persona a model gets. Plain text; pages are named by their exact path
 * so the widget can link them.
 */
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";
import { TOOLS_PATH, UTILITY_TOOLS_PATH } from "../../../contracts/site-knowledge";
import { NATIVE_CUES, TRANSLATED_ANSWERS } from "./built-in-answers-translated";
import { FREE_FIRE_INTENTS } from "./built-in-intents-free-fire";
import { PLAY_INTENTS } from "./built-in-intents-play";
import { IDENTITY_INTENT, SITE_INTENTS } from "./built-in-intents-site";
import { normalize, type Intent } from "./built-in-question";
import { liveBot } from "./site-facts";

/** In this order: on a tie, the earlier intent wins. */
const INTENTS: readonly Intent[] = [IDENTITY_INTENT, ...FREE_FIRE_INTENTS, ...PLAY_INTENTS, ...SITE_INTENTS];

const likes = liveBot();

export const FALLBACK_INTENT = "fallback";

function fallback(): string {
  return `Hmm, that one's outside my loadout 😅 I'm the built-in assistant, so I know this site: games (/games), free likes (${likes.path}), tools (${TOOLS_PATH}), utilities (${UTILITY_TOOLS_PATH}), the blog (/blog) and contact (/contact). Try one of those!`;
}

export type BuiltInAnswer = { intent: string; text: string };

/** A native-language cue's weight: as much as a clear English cue. */
const NATIVE_CUE_WEIGHT = 3;

/**
 * The answer to the visitor's question in `lang` (the page's language). The question is matched the
 * same way in every language (English and Hinglish cues, plus a few words of the visitor's own
 * language when it is not English); the answer is the same intent's, written in that language.
 */
export function answerQuestion(question: string, lang: Locale = DEFAULT_LOCALE): BuiltInAnswer {
  const q = normalize(question);
  let best: Intent | undefined;
  let bestScore = 0;
  for (const intent of INTENTS) {
    let score = intent.score?.(q) ?? 0;
    for (const [cue, weight] of intent.cues) if (cue.test(q.text)) score += weight;
    if (lang !== DEFAULT_LOCALE) for (const [id, cue] of NATIVE_CUES) if (id === intent.id && cue.test(q.text)) score += NATIVE_CUE_WEIGHT;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  if (lang !== DEFAULT_LOCALE) {
    const intent = best?.id ?? FALLBACK_INTENT;
    const answer = TRANSLATED_ANSWERS[lang][intent] ?? TRANSLATED_ANSWERS[lang][FALLBACK_INTENT]!;
    return { intent, text: answer(q) };
  }
  return best ? { intent: best.id, text: best.answer(q) } : { intent: FALLBACK_INTENT, text: fallback() };
}

/** Every intent id, for tests that want to see each one reached. @internal */
export const INTENT_IDS: readonly string[] = INTENTS.map((i) => i.id);
