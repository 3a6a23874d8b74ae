import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES, type Locale } from "../../../contracts/locales";
import { PRIVACY_LAST_UPDATED, TERMS_LAST_UPDATED } from "../../../contracts/site-routes";
import {
  DISCLAIMER,
  DISCLAIMER_SOURCE,
  fillLegalText,
  legalDate,
  legalDocument,
  parseEnglishDate,
  placeholdersOf,
  TERMS,
  TERMS_SOURCE,
  type LegalValues,
} from "../../content/legal";
import { PRIVACY, PRIVACY_SOURCE } from "../../content/privacy";
import { LEGAL_PAGE_TEXTS } from "./legal-messages";

const files = import.meta.glob<Record<string, string>>("../../i18n/messages/*/legal-*.json", { eager: true, import: "default" });

function translation(code: Locale, name: string): Record<string, string> {
  const file = files[`../../i18n/messages/${code}/${name}.json`];
  if (!file) throw new Error(`no ${code}/${name}.json`);
  return file;
}

const PAGES = [
  { name: "legal-page", texts: LEGAL_PAGE_TEXTS as Record<string, string>, values: (): LegalValues => ({ date: "x" }) },
  ...[TERMS_SOURCE, DISCLAIMER_SOURCE, PRIVACY_SOURCE].map((s) => ({ name: s.name, texts: s.texts as Record<string, string>, values: s.values })),
];

describe("legal pages' translations", () => {
  for (const code of TRANSLATED_LOCALES) {
    for (const { name, texts, values } of PAGES) {
      it(`${code}/${name}.json has every text, each naming the same values as the English one`, () => {
        const translated = translation(code, name);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(texts).sort());
        for (const [key, english] of Object.entries(texts)) {
          const text = translated[key] ?? "";
          expect(text.trim(), `${code} ${key}`).not.toBe("");
          expect(placeholdersOf(text).sort(), `${code} ${key}`).toEqual(placeholdersOf(english).sort());
          expect(() => fillLegalText(text, values(code))).not.toThrow();
        }
      });
    }

    it(`the ${code} documents keep the English structure: as many sections, paragraphs and links`, () => {
      for (const [source, english] of [
        [TERMS_SOURCE, TERMS],
        [DISCLAIMER_SOURCE, DISCLAIMER],
        [PRIVACY_SOURCE, PRIVACY],
      ] as const) {
        const texts = translation(code, source.name) as Record<string, string>;
        const doc = legalDocument(source.layout as never, texts, source.values(code), legalDate(source.lastUpdated, code));
        expect(doc.sections.map((s) => [s.paragraphs.length, s.links?.map((l) => l.href)])).toEqual(
          english.sections.map((s) => [s.paragraphs.length, s.links?.map((l) => l.href)]),
        );
        expect(doc.title).not.toBe(english.title);
      }
    });
  }
});

describe("legal dates", () => {
  it("reads the English dates and writes them back the same in English", () => {
    for (const english of [TERMS_LAST_UPDATED, PRIVACY_LAST_UPDATED]) {
      const date = parseEnglishDate(english);
      expect(new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date)).toBe(english);
      expect(legalDate(english, "en")).toBe(english);
    }
    expect(parseEnglishDate("October 14, 2025").toISOString()).toBe("2025-10-14T00:00:00.000Z");
  });

  it("writes them in each language", () => {
    expect(legalDate("October 14, 2025", "pt-BR")).toBe("14 de outubro de 2025");
    expect(legalDate("October 14, 2025", "id")).toBe("14 Oktober 2025");
    expect(legalDate("October 14, 2025", "hi")).toMatch(/^14 .+ 2025$/);
    expect(legalDate("October 14, 2025", "ar")).toMatch(/أكتوبر/);
  });

  it("refuses a date it cannot read, so a changed format fails the build", () => {
    expect(() => parseEnglishDate("2025-10-14")).toThrow();
  });
});
