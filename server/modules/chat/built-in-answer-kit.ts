/**
 * What the built-in assistant's answers in the other languages share (built-in-answers-<lang>.ts):
 * the site's facts as the answers quote them, and lists joined in each language's own way.
 */
import { siteConfig } from "../../../site.config";
import type { Locale } from "../../../contracts/locales";
import { GAMES, GENERATOR_TOOLS, REGIONS, UID_MAX_DIGITS, UID_MIN_DIGITS, UTILITY_TOOLS, type SiteTool } from "../../../contracts/site-knowledge";
import { gamesNamedIn, type Question } from "./built-in-question";
import { liveBot, upcomingBots } from "./site-facts";

export type TranslatedLocale = Exclude<Locale, "en">;
export type Answer = (q: Question) => string;

export const { links, siteName, displayName, shortName, tagline, telegramHandle } = siteConfig;
export const likes = liveBot();
export const uidDigits = `${UID_MIN_DIGITS}-${UID_MAX_DIGITS}`;
export const gameCount = GAMES.length;

/** "a, b e c" in the language's own way of joining a list. */
export function listIn(lang: TranslatedLocale, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}

const tool = (tools: readonly SiteTool[], id: string): SiteTool => {
  const t = tools.find((x) => x.id === id);
  if (!t) throw new Error(`site-knowledge lists no tool "${id}"`);
  return t;
};
export const util = (id: string) => tool(UTILITY_TOOLS, id);
export const gen = (id: string) => tool(GENERATOR_TOOLS, id);

export const regions = (lang: TranslatedLocale) =>
  listIn(
    lang,
    REGIONS.map((r) => `${r.label} (${r.value.toUpperCase()})`),
  );
export const upcoming = (lang: TranslatedLocale) =>
  listIn(
    lang,
    upcomingBots().map((b) => `${b.title} (${b.path})`),
  );
export const gameNames = (lang: TranslatedLocale) =>
  listIn(
    lang,
    GAMES.map((g) => g.name),
  );
export const namedGames = (q: Question) => gamesNamedIn(q).map((g) => `${g.name} (${g.path})`);

/** What VIP adds (contracts/ff-facts.ts VIP_BENEFITS, in its order), in each language. */
export const VIP_BENEFITS_IN: Record<TranslatedLocale, readonly string[]> = {
  hi: ["रोज़ अनलिमिटेड लाइक्स", "प्रायोरिटी सपोर्ट", "सारे प्रीमियम टूल्स", "और तेज़ प्रोसेसिंग"],
  "pt-BR": ["likes diários ilimitados", "suporte prioritário", "todas as ferramentas premium", "processamento mais rápido"],
  id: ["like harian tanpa batas", "dukungan prioritas", "semua tools premium", "proses lebih cepat"],
  ar: ["لايكات يومية بلا حدود", "دعم بأولوية", "كل الأدوات المميزة", "معالجة أسرع"],
};
export const vip = (lang: TranslatedLocale) => listIn(lang, VIP_BENEFITS_IN[lang]);
