/**
 * Terms and Conditions and Disclaimer.
 * The text describes what this site actually does: free tools with a daily limit, VIP codes,
 * browser games, an AI assistant and a blog.
 *
 * Each page's English texts are templates under keys (the same keys as its translations,
 * web/i18n/messages/<locale>/legal-*.json, declared in web/features/legal/legal-messages.ts), and a
 * layout says where each key goes. The English documents below are those templates filled in;
 * a translated page fills its translations with the same values, formatted in its language. The
 * values come from the site's facts (name, e-mail, ages, limits), so no translation can state a
 * different limit than the English text. This module stays free of the i18n store: the server-side
 * tests and the browser tests import it as plain data.
 */
import { siteConfig } from "../../site.config";
import { DEFAULT_LOCALE, type Locale } from "../../contracts/locales";
import { FREE_USES_PER_DAY, MIN_AGE, TERMS_LAST_UPDATED } from "../../contracts/site-routes";

/** A link under a section's text: a mail link, or an external page opened in a new tab. */
export type LegalLink = { label: string; href: string };
export type LegalSection = { heading: string; paragraphs: readonly string[]; links?: readonly LegalLink[] };
export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: readonly LegalSection[] };

/** Where each text of a legal page goes, by its key among the page's texts. */
export type LegalLayout<K extends string> = {
  title: K;
  intro: K;
  sections: readonly { heading: K; paragraphs: readonly K[]; links?: readonly { label: K; href: string }[] }[];
};

/** The values a legal text names as `{placeholder}`, already formatted for one language. */
export type LegalValues = Readonly<Record<string, string>>;

/** One legal page: its texts' keys and layout, its values, its English date and its English path. */
export type LegalPageSource<K extends string> = {
  /** The messages' name (web/i18n/messages/<locale>/<name>.json). */
  name: string;
  /** The English templates: the page's texts plus `title` and `metaDescription`. */
  texts: Readonly<Record<K | "title" | "metaDescription", string>>;
  layout: LegalLayout<K>;
  values: (locale: Locale, counts?: LegalCounts) => LegalValues;
  /** The "last updated" date as the English page shows it ("October 14, 2025"). */
  lastUpdated: string;
  path: string;
};

/** `{name}` in a legal text; a name without a value is an error, so a typo fails the prerender. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The names a text's placeholders use (the tests compare each translation's with the English). @internal */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
}

export function fillLegalText(text: string, values: LegalValues): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Legal text names {${name}}, which has no value: ${text}`);
    return value;
  });
}

/** A page's document from its texts (English templates or a translation) and its values. */
export function legalDocument<K extends string>(layout: LegalLayout<K>, texts: Readonly<Record<K, string>>, values: LegalValues, lastUpdated: string): LegalDocument {
  const fill = (key: K) => fillLegalText(texts[key], values);
  return {
    title: fill(layout.title),
    lastUpdated,
    intro: fill(layout.intro),
    sections: layout.sections.map((s) => ({
      heading: fill(s.heading),
      paragraphs: s.paragraphs.map(fill),
      ...(s.links ? { links: s.links.map((l) => ({ label: fill(l.label), href: l.href })) } : {}),
    })),
  };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "October 14, 2025" (contracts/site-routes.ts) as that day, at 00:00 UTC. */
export function parseEnglishDate(text: string): Date {
  const [, month = "", day = "", year = ""] = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text) ?? [];
  const index = MONTHS.indexOf(month);
  if (index < 0) throw new Error(`Not a date like "October 14, 2025": ${text}`);
  return new Date(Date.UTC(Number(year), index, Number(day)));
}

/** The English date as the page's language writes it; English keeps the text exactly. */
export function legalDate(english: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return english;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(parseEnglishDate(english));
}

/**
 * The counted phrases legal texts name, in English: a number with its noun ("1 time", "2 times"),
 * so a sentence reads right for any limit in every language. Each is a set of Intl.PluralRules
 * forms with `{count}`; the translations are web/i18n/messages/<locale>/legal-counts.json (Arabic
 * gives all six forms: مرة واحدة، مرتين، 3 مرات، 11 مرةً، 100 مرة).
 */
export const LEGAL_COUNT_TEXTS = {
  times: { one: "{count} time", other: "{count} times" },
  uses: { one: "{count} use", other: "{count} uses" },
  freeUses: { one: "{count} free use", other: "{count} free uses" },
  days: { one: "{count} day", other: "{count} days" },
  runs: { one: "{count} run", other: "{count} runs" },
  names: { one: "{count} name", other: "{count} names" },
} as const;

/** Each counted phrase in one language, as a function of its number (the legal-counts messages' `count` texts). */
export type LegalCounts = Readonly<Record<keyof typeof LEGAL_COUNT_TEXTS, (n: number) => string>>;

/**
 * A language's phrases from their forms, without the messages store (the English documents below,
 * the browser tests): the form Intl.PluralRules picks, as the page's `count` texts pick it. @internal
 */
export function legalCounts(locale: Locale, texts: Readonly<Record<keyof LegalCounts, Partial<Record<Intl.LDMLPluralRule, string>>>>): LegalCounts {
  const rules = new Intl.PluralRules(locale);
  const phrase = (forms: Partial<Record<Intl.LDMLPluralRule, string>>) => (n: number) => (forms[rules.select(n)] ?? forms.other ?? "").replace("{count}", String(n));
  return { times: phrase(texts.times), uses: phrase(texts.uses), freeUses: phrase(texts.freeUses), days: phrase(texts.days), runs: phrase(texts.runs), names: phrase(texts.names) };
}

export const ENGLISH_COUNTS: LegalCounts = legalCounts(DEFAULT_LOCALE, LEGAL_COUNT_TEXTS);

/** The values every legal page names: the site's identity and its age and daily-use rules. */
export function legalValues(locale: Locale, counts: LegalCounts = ENGLISH_COUNTS): LegalValues {
  const number = new Intl.NumberFormat(locale);
  return {
    site: siteConfig.siteName,
    owner: siteConfig.displayName,
    email: siteConfig.links.businessEmail,
    telegram: siteConfig.telegramHandle,
    minAge: number.format(MIN_AGE),
    freeTimes: counts.times(FREE_USES_PER_DAY),
    freeUses: counts.uses(FREE_USES_PER_DAY),
    freeUsesFree: counts.freeUses(FREE_USES_PER_DAY),
  };
}

const TERMS_TEXTS = {
  title: "Terms and Conditions",
  metaDescription: "The rules for using the site and its free tools: fair daily use, VIP access, minimum age {minAge}.",
  intro: "These terms apply to everyone who visits or uses {site}, run by {owner}. By using the site you agree to them. If you do not agree, please do not use the site.",
  whoHeading: "1. Who may use the site",
  whoAge:
    "You must be at least {minAge} years old to use {site}. If you are under 18, you may use the site only with the consent of a parent or legal guardian, who accepts these terms on your behalf.",
  offersHeading: "2. What the site offers",
  offersList:
    "The site offers a portfolio, a blog, browser mini-games, generators (stylish names, random UIDs, sensitivity settings, passwords), in-browser utilities (image compressor, text to speech, QR codes, a clipboard manager), an AI chat assistant and Free Fire community tools (the “FF Bots”).",
  offersFree:
    "Everything is free to use without an account. Games, generators and utilities run in your browser; the files you compress and the text you convert never leave your device.",
  fairHeading: "3. Free Fire tools and fair use",
  fairLimit:
    "Free users may use the FF Bots tools {freeTimes} per day per IP address. The same player UID can also receive only one free use per day. The daily limit resets at midnight in the time zone the site states on the tool page (UTC unless the operator says otherwise).",
  fairFailures: "A request that fails because the service or its provider is unavailable does not count against your daily use.",
  fairNoEvasion: "Do not try to get around the limit, for example by rotating IP addresses, automating requests or sending forged headers. Abuse may be blocked without notice.",
  fairUnofficial:
    "The FF Bots are unofficial community tools. They are not made, endorsed or supported by the game's developer or publisher, and results depend on an outside provider. Use them at your own risk and within the game's own rules.",
  vipHeading: "4. VIP access",
  vipCodes:
    "VIP access gives unlimited daily use of the FF Bots tools, priority support and early access to new tools. VIP codes are issued personally by {owner} after you get in touch on Telegram ({telegram}). A code is for your own use: do not share or resell it. Codes may have an expiry date, and a code that is shared or abused may be revoked.",
  useHeading: "5. Acceptable use",
  useLaw:
    "Do not use the site to break the law, to harm other people, to send spam, or to attack, overload or probe the site and its services. Do not try to extract secrets, keys or other visitors' data.",
  useChat: "Messages you send to the AI assistant must not contain illegal, hateful or abusive content, or personal data of other people.",
  aiHeading: "6. AI assistant",
  aiAnswers:
    "The chat assistant gives automated answers that can be wrong or out of date. Do not rely on it for important decisions, and never share passwords or private information with it. The number of messages per visitor may be limited to keep the service available for everyone.",
  contentHeading: "7. Content and intellectual property",
  contentOwnership:
    "The site's own text, articles, code and design belong to {owner} unless stated otherwise. You may share links and short quotes with credit. Game names and logos belong to their owners and are used only to describe the games.",
  changesHeading: "8. Availability and changes",
  changesAsIs:
    "The site is provided “as is” and “as available”. Tools may change, pause or end at any time, for example when an outside provider stops working. We may update these terms; the date at the top shows the latest version, and continued use means you accept it.",
  liabilityHeading: "9. Limitation of liability",
  liabilityLimit:
    "To the extent the law allows, {owner} is not liable for any loss or damage arising from the use of the site or its tools, including lost game progress, account actions taken by a game's publisher, or data lost on your device.",
  contactHeading: "10. Contact",
  contactWrite: "Questions about these terms: write to {email}.",
} as const;

type TermsKey = keyof typeof TERMS_TEXTS;

const TERMS_LAYOUT: LegalLayout<TermsKey> = {
  title: "title",
  intro: "intro",
  sections: [
    { heading: "whoHeading", paragraphs: ["whoAge"] },
    { heading: "offersHeading", paragraphs: ["offersList", "offersFree"] },
    { heading: "fairHeading", paragraphs: ["fairLimit", "fairFailures", "fairNoEvasion", "fairUnofficial"] },
    { heading: "vipHeading", paragraphs: ["vipCodes"] },
    { heading: "useHeading", paragraphs: ["useLaw", "useChat"] },
    { heading: "aiHeading", paragraphs: ["aiAnswers"] },
    { heading: "contentHeading", paragraphs: ["contentOwnership"] },
    { heading: "changesHeading", paragraphs: ["changesAsIs"] },
    { heading: "liabilityHeading", paragraphs: ["liabilityLimit"] },
    { heading: "contactHeading", paragraphs: ["contactWrite"] },
  ],
};

export const TERMS_SOURCE: LegalPageSource<TermsKey> = {
  name: "legal-terms",
  texts: TERMS_TEXTS,
  layout: TERMS_LAYOUT,
  values: legalValues,
  lastUpdated: TERMS_LAST_UPDATED,
  path: "/terms-conditions",
};

/** The Terms in English, filled in: what the English page shows (read by the tests). @internal */
export const TERMS: LegalDocument = legalDocument(TERMS_LAYOUT, TERMS_TEXTS, legalValues(DEFAULT_LOCALE), TERMS_LAST_UPDATED);

const DISCLAIMER_TEXTS = {
  title: "Disclaimer",
  metaDescription: "What the site's tools, games, AI assistant and articles can and cannot promise.",
  intro: "The information and tools on {site} are offered in good faith for general information and entertainment. Please read this disclaimer before relying on any of them.",
  affiliationHeading: "No official affiliation",
  affiliationNone:
    "This site is a personal project. It is not affiliated with, endorsed by or sponsored by Garena, Free Fire or any other game, platform or brand mentioned. All trademarks belong to their owners.",
  toolsHeading: "Free Fire tools",
  toolsProvider:
    "The FF Bots depend on an outside provider and may not always work. Results such as the number of likes are reported by that provider and are not guaranteed. Free users get {freeUses} per day per IP address; VIP access is unlimited. Using third-party tools with a game account may be against that game's terms: you decide whether to use them and you carry the risk.",
  generatorsHeading: "Generators and utilities",
  generatorsResults:
    "Sensitivity presets are starting points, not guaranteed settings. Generated UIDs are random numbers and do not belong to real accounts. Passwords are generated in your browser with a secure random source; store them safely, because the site never sees or keeps them.",
  aiHeading: "AI assistant",
  aiAnswers: "Answers from the chat assistant are produced automatically and may be inaccurate. They are not professional, legal, financial or technical advice.",
  blogHeading: "Blog and external links",
  blogOpinion:
    "Articles reflect personal experience and opinion at the time of writing. Links to other websites are provided for convenience; we are not responsible for their content, privacy practices or availability.",
  adsHeading: "Advertising",
  adsCosts: "The site may show ads from an ad network to cover its running costs. An ad is not a recommendation of the product it shows.",
  ageHeading: "Age",
  ageRule: "The site is meant for visitors aged {minAge} and over. Visitors under 18 should use it with a parent's or guardian's consent.",
  contactHeading: "Contact",
  contactWrite: "If you think something on the site is wrong or harmful, write to {email} and we will look at it.",
} as const;

type DisclaimerKey = keyof typeof DISCLAIMER_TEXTS;

const DISCLAIMER_LAYOUT: LegalLayout<DisclaimerKey> = {
  title: "title",
  intro: "intro",
  sections: [
    { heading: "affiliationHeading", paragraphs: ["affiliationNone"] },
    { heading: "toolsHeading", paragraphs: ["toolsProvider"] },
    { heading: "generatorsHeading", paragraphs: ["generatorsResults"] },
    { heading: "aiHeading", paragraphs: ["aiAnswers"] },
    { heading: "blogHeading", paragraphs: ["blogOpinion"] },
    { heading: "adsHeading", paragraphs: ["adsCosts"] },
    { heading: "ageHeading", paragraphs: ["ageRule"] },
    { heading: "contactHeading", paragraphs: ["contactWrite"] },
  ],
};

export const DISCLAIMER_SOURCE: LegalPageSource<DisclaimerKey> = {
  name: "legal-disclaimer",
  texts: DISCLAIMER_TEXTS,
  layout: DISCLAIMER_LAYOUT,
  values: legalValues,
  lastUpdated: TERMS_LAST_UPDATED,
  path: "/disclaimer",
};

/** The Disclaimer in English, filled in: what the English page shows (read by the tests). @internal */
export const DISCLAIMER: LegalDocument = legalDocument(DISCLAIMER_LAYOUT, DISCLAIMER_TEXTS, legalValues(DEFAULT_LOCALE), TERMS_LAST_UPDATED);
