/**
 * The legal pages' texts in the page's language: each page's templates (web/content/legal.ts,
 * web/content/privacy.ts) as a messages component of its own, and the lines every legal page
 * shares. Kept apart from the content modules so those stay plain data for the tests.
 */
import { count } from "@nanostores/i18n";
import { DISCLAIMER_SOURCE, fillLegalText, LEGAL_COUNT_TEXTS, TERMS_SOURCE, type LegalPageSource } from "../../content/legal";
import { PRIVACY_SOURCE } from "../../content/privacy";
import { defineMessages, locale, type Messages } from "../../i18n/i18n";
import { pageMeta } from "../../lib/meta";

type LegalTexts<K extends string> = Record<K | "title" | "metaDescription", string>;

/** One legal page: where its texts go and the texts themselves, in the page's language. */
export type LegalPageContent<K extends string> = { source: LegalPageSource<K>; messages: Messages<LegalTexts<K>> };

function legalPage<K extends string>(source: LegalPageSource<K>): LegalPageContent<K> {
  return { source, messages: defineMessages<LegalTexts<K>>(source.name, { ...source.texts }) };
}

export const TERMS_PAGE = legalPage(TERMS_SOURCE);
export const DISCLAIMER_PAGE = legalPage(DISCLAIMER_SOURCE);
export const PRIVACY_PAGE = legalPage(PRIVACY_SOURCE);

/** The lines around every legal page's own text. */
export const LEGAL_PAGE_TEXTS = {
  lastUpdated: "Last updated: {date}",
  translationNotice: "This page is a translation of the English original. If the translation differs from the English text in any way, the English text prevails.",
  englishVersion: "Read the English version",
};

export const legalPageMessages = defineMessages("legal-page", LEGAL_PAGE_TEXTS);

const { times, uses, freeUses, days, runs, names } = LEGAL_COUNT_TEXTS;

/** The counted phrases the legal texts name ("1 time", "2 times"), each in its language's plural forms. */
export const legalCountMessages = defineMessages("legal-counts", {
  times: count({ ...times }),
  uses: count({ ...uses }),
  freeUses: count({ ...freeUses }),
  days: count({ ...days }),
  runs: count({ ...runs }),
  names: count({ ...names }),
});

/** A legal page's title and description in the page's language (called at render, never at load). */
export function legalMeta<K extends string>({ source, messages }: LegalPageContent<K>) {
  const t = messages.get();
  const values = source.values(locale.get(), legalCountMessages.get());
  return pageMeta({ title: fillLegalText(t.title, values), description: fillLegalText(t.metaDescription, values), path: source.path });
}
