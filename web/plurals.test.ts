/**
 * Counts read right in every language (decision 079): a text whose noun depends on its number is a
 * plural text (@nanostores/i18n's `count`), each translation gives exactly the forms its language's
 * Intl.PluralRules picks from, and walking 0, 1, 2, 3, 11 and 100 gives each language's form: Arabic's
 * dual for 2 (نقطتان, not "2 نقطة"), its plural for 3, its accusative singular for 11 (لايكًا).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentsJSON } from "@nanostores/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES, type Locale } from "../contracts/locales";
import { likesMessages } from "./content/ff-bots-likes";
import { blogMessages } from "./features/blog/messages";
import { breakoutMessages } from "./features/games/breakout/texts";
import { formatScore } from "./features/games/challenge/format";
import { legalCountMessages } from "./features/legal/legal-messages";
import { addCatalog, i18n, locale } from "./i18n/i18n";

const root = path.resolve(import.meta.dirname, "..");
const messagesDir = path.join(root, "web/i18n/messages");
type Json = string | { [key: string]: Json };

const isForms = (text: unknown): text is Record<string, string> =>
  typeof text === "object" && text !== null && Object.keys(text).every((k) => ["zero", "one", "two", "few", "many", "other"].includes(k));

function catalog(code: Locale): ComponentsJSON {
  const out: ComponentsJSON = {};
  for (const file of readdirSync(path.join(messagesDir, code))) {
    out[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(messagesDir, code, file), "utf8")) as ComponentsJSON[string];
  }
  return out;
}

let english: Record<string, Record<string, Json>> = {};

beforeAll(async () => {
  // Every module that declares texts, found as web/translations.test.ts finds them.
  const files = execFileSync("git", ["grep", "-l", "-e", "defineMessages(", "-e", "definePageContent(", "--", "web", "games", "contracts"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => f && !f.includes(".test.") && !f.startsWith("web/i18n/"));
  for (const file of files) await import(/* @vite-ignore */ path.join(root, file));
  english = { ...(i18n.cache.en as unknown as Record<string, Record<string, Json>>) };
  for (const code of TRANSLATED_LOCALES) addCatalog(code, catalog(code));
}, 120_000);

afterAll(() => locale.set(DEFAULT_LOCALE));

describe("plural texts", () => {
  it.each(TRANSLATED_LOCALES)("%s gives every count text exactly the plural forms its language picks for whole numbers", (code) => {
    // Portuguese's "many" is only for compact numbers ("1 mi"), never picked for a count written out.
    const rules = new Intl.PluralRules(code);
    const categories = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
    const problems: string[] = [];
    for (const [component, texts] of Object.entries(english)) {
      for (const [key, text] of Object.entries(texts)) {
        const translated = i18n.cache[code][component]?.[key];
        if (isForms(text) !== isForms(translated)) problems.push(`${code}/${component}.json "${key}": English is ${isForms(text) ? "" : "not "}a count text`);
        else if (isForms(translated) && Object.keys(translated).sort().join() !== categories.join())
          problems.push(`${code}/${component}.json "${key}" has ${Object.keys(translated).sort().join()}, ${code} needs ${categories.join()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("English's count texts use only its own forms, one and other", () => {
    const used = Object.values(english).flatMap((texts) =>
      Object.values(texts)
        .filter(isForms)
        .flatMap((forms) => Object.keys(forms)),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(new Set(used)).toEqual(new Set(["one", "other"]));
  });
});

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** A sample of the site's counts, each as the page words it. */
const SAMPLES: Record<string, (n: number, code: Locale) => string> = {
  points: (n, code) => formatScore("snake", n, code),
  moves: (n, code) => formatScore("sliding", n, code),
  times: (n) => legalCountMessages.get().times(n),
  days: (n) => legalCountMessages.get().days(n),
  likesAdded: (n) => likesMessages.get().successDescription({ likes: String(n), player: "Asha" })(n),
  views: (n) => blogMessages.get().views({ views: String(n) })(n),
  lives: (n) => breakoutMessages.get().livesLeft({ lives: String(n) })(n),
};

/** What each sample says for 0, 1, 2, 3, 11 and 100, in each language. */
const EXPECTED: Record<Locale, Record<string, readonly string[]>> = {
  en: {
    points: ["0 points", "1 point", "2 points", "3 points", "11 points", "100 points"],
    moves: ["0 moves", "1 move", "2 moves", "3 moves", "11 moves", "100 moves"],
    times: ["0 times", "1 time", "2 times", "3 times", "11 times", "100 times"],
    days: ["0 days", "1 day", "2 days", "3 days", "11 days", "100 days"],
    likesAdded: ["Added 0 likes to Asha!", "Added 1 like to Asha!", "Added 2 likes to Asha!", "Added 3 likes to Asha!", "Added 11 likes to Asha!", "Added 100 likes to Asha!"],
    views: ["0 views", "1 view", "2 views", "3 views", "11 views", "100 views"],
    lives: ["0 lives", "1 life", "2 lives", "3 lives", "11 lives", "100 lives"],
  },
  ar: {
    points: ["0 نقطة", "نقطة واحدة", "نقطتان", "3 نقاط", "11 نقطةً", "100 نقطة"],
    moves: ["0 حركة", "حركة واحدة", "حركتان", "3 حركات", "11 حركةً", "100 حركة"],
    times: ["0 مرة", "مرة واحدة", "مرتين", "3 مرات", "11 مرةً", "100 مرة"],
    days: ["0 يوم", "يوم واحد", "يومين", "3 أيام", "11 يومًا", "100 يوم"],
    likesAdded: ["أضفنا 0 لايك لـAsha!", "أضفنا لايكًا واحدًا لـAsha!", "أضفنا لايكين لـAsha!", "أضفنا 3 لايكات لـAsha!", "أضفنا 11 لايكًا لـAsha!", "أضفنا 100 لايك لـAsha!"],
    views: ["0 مشاهدة", "مشاهدة واحدة", "مشاهدتان", "3 مشاهدات", "11 مشاهدةً", "100 مشاهدة"],
    lives: ["ما بقي ولا روح", "روح واحدة", "روحان", "3 أرواح", "11 روحًا", "100 روح"],
  },
  hi: {
    points: ["0 पॉइंट", "1 पॉइंट", "2 पॉइंट", "3 पॉइंट", "11 पॉइंट", "100 पॉइंट"],
    moves: ["0 चाल", "1 चाल", "2 चालें", "3 चालें", "11 चालें", "100 चालें"],
    times: ["0 बार", "1 बार", "2 बार", "3 बार", "11 बार", "100 बार"],
    days: ["0 दिन", "1 दिन", "2 दिन", "3 दिन", "11 दिन", "100 दिन"],
    likesAdded: [
      "Asha को 0 लाइक मिल गया!",
      "Asha को 1 लाइक मिल गया!",
      "Asha को 2 लाइक्स मिल गए!",
      "Asha को 3 लाइक्स मिल गए!",
      "Asha को 11 लाइक्स मिल गए!",
      "Asha को 100 लाइक्स मिल गए!",
    ],
    views: ["0 व्यू", "1 व्यू", "2 व्यूज़", "3 व्यूज़", "11 व्यूज़", "100 व्यूज़"],
    lives: ["0 जान", "1 जान", "2 जानें", "3 जानें", "11 जानें", "100 जानें"],
  },
  // Portuguese's "one" is 0 and 1, as Intl.PluralRules("pt-BR") says.
  "pt-BR": {
    points: ["0 ponto", "1 ponto", "2 pontos", "3 pontos", "11 pontos", "100 pontos"],
    moves: ["0 jogada", "1 jogada", "2 jogadas", "3 jogadas", "11 jogadas", "100 jogadas"],
    times: ["0 vez", "1 vez", "2 vezes", "3 vezes", "11 vezes", "100 vezes"],
    days: ["0 dia", "1 dia", "2 dias", "3 dias", "11 dias", "100 dias"],
    likesAdded: [
      "0 like adicionado para Asha!",
      "1 like adicionado para Asha!",
      "2 likes adicionados para Asha!",
      "3 likes adicionados para Asha!",
      "11 likes adicionados para Asha!",
      "100 likes adicionados para Asha!",
    ],
    views: ["0 visualização", "1 visualização", "2 visualizações", "3 visualizações", "11 visualizações", "100 visualizações"],
    lives: ["0 vida", "1 vida", "2 vidas", "3 vidas", "11 vidas", "100 vidas"],
  },
  // Indonesian's nouns do not change with the number.
  id: {
    points: ["0 poin", "1 poin", "2 poin", "3 poin", "11 poin", "100 poin"],
    moves: ["0 langkah", "1 langkah", "2 langkah", "3 langkah", "11 langkah", "100 langkah"],
    times: ["0 kali", "1 kali", "2 kali", "3 kali", "11 kali", "100 kali"],
    days: ["0 hari", "1 hari", "2 hari", "3 hari", "11 hari", "100 hari"],
    likesAdded: [
      "0 like ditambahkan ke Asha!",
      "1 like ditambahkan ke Asha!",
      "2 like ditambahkan ke Asha!",
      "3 like ditambahkan ke Asha!",
      "11 like ditambahkan ke Asha!",
      "100 like ditambahkan ke Asha!",
    ],
    views: ["0 kali dilihat", "1 kali dilihat", "2 kali dilihat", "3 kali dilihat", "11 kali dilihat", "100 kali dilihat"],
    lives: ["0 nyawa", "1 nyawa", "2 nyawa", "3 nyawa", "11 nyawa", "100 nyawa"],
  },
};

describe.each(Object.keys(EXPECTED) as Locale[])("counts in %s", (code) => {
  it.each(Object.keys(SAMPLES))("%s walks 0, 1, 2, 3, 11 and 100 through the language's forms", (sample) => {
    locale.set(code);
    expect(COUNTS.map((n) => SAMPLES[sample]!(n, code))).toEqual(EXPECTED[code][sample]);
  });
});
