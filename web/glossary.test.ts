/**
 * The glossary (web/i18n/glossary.json) holds: every message whose English uses a term says it
 * in each language with that language's one word for it, and no text of a language uses what the
 * glossary rejects for it (Hindi's आप beside its तुम, Arabic's إعجابات beside لايكات, ...).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOG_BODY_TEXT } from "../contracts/blog";
import { TRANSLATED_LOCALES, type Locale } from "../contracts/locales";
import { BLOG_BODY_TEXTS } from "../texts/blog-body";
import { OFFLINE_TEXT } from "./pwa/offline-page";
import glossary from "./i18n/glossary.json";
import { i18n } from "./i18n/i18n";

type Translated = Exclude<Locale, "en">;
type Use = { use: string; reject?: string[]; caseSensitive?: boolean };
type Term = { term: string; en: string } & Record<Translated, Use>;
const terms = glossary.terms as Term[];
const registers = glossary.registers as Record<Translated, { voice: string; everywhere: string[] }>;

const root = path.resolve(import.meta.dirname, "..");
type Json = string | { [key: string]: Json };

/** A message's forms (a plural message has one per category), each a text. */
function forms(text: Json | undefined): string[] {
  if (text === undefined) return [];
  return typeof text === "string" ? [text] : Object.values(text).flatMap(forms);
}

const pattern = (source: string, caseSensitive = false) => new RegExp(source, caseSensitive ? "u" : "iu");

/** Whether English uses a term in its words (a `{nickname}` placeholder is not the word). */
const usesTerm = (texts: string[], term: Term) => texts.some((text) => pattern(term.en).test(text.replace(/\{\w+\}/g, "")));

/** Every message: its English forms and each language's. */
let messages: { id: string; en: string[]; translated: Record<Translated, string[]> }[] = [];

beforeAll(async () => {
  // Every module that declares texts, found as web/translations.test.ts finds them.
  const files = execFileSync("git", ["grep", "-l", "-e", "defineMessages(", "-e", "definePageContent(", "--", "web", "games", "contracts"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => f && !f.includes(".test.") && !f.startsWith("web/i18n/"));
  for (const file of files) await import(/* @vite-ignore */ path.join(root, file));
  const base: Record<string, Record<string, Json>> = {
    ...(i18n.cache.en as unknown as Record<string, Record<string, Json>>),
    "blog-body": { ...BLOG_BODY_TEXT },
    "pwa-offline": { ...OFFLINE_TEXT },
  };
  messages = Object.entries(base).flatMap(([component, english]) => {
    const files = Object.fromEntries(
      TRANSLATED_LOCALES.map((code) => {
        // A post body's texts are the build's and the server's (texts/blog-body.ts), not a catalog's.
        if (component === "blog-body") return [code, BLOG_BODY_TEXTS[code]];
        const file = path.join(root, "web/i18n/messages", code, `${component}.json`);
        return [code, existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Json>) : {}];
      }),
    ) as Record<Translated, Record<string, Json>>;
    return Object.entries(english).map(([key, text]) => ({
      id: `${component}/${key}`,
      en: forms(text),
      translated: Object.fromEntries(TRANSLATED_LOCALES.map((code) => [code, forms(files[code][key])])) as Record<Translated, string[]>,
    }));
  });
}, 120_000);

describe("the glossary", () => {
  it.each(terms.map((t) => [t.term, t] as const))("%s is in the English texts", (_, term) => {
    expect(messages.filter((m) => usesTerm(m.en, term)).length).toBeGreaterThan(0);
  });

  it.each(TRANSLATED_LOCALES)("%s says each term with its one word wherever English uses the term", (code) => {
    const problems: string[] = [];
    for (const term of terms) {
      const rule = term[code];
      for (const message of messages) {
        if (!usesTerm(message.en, term)) continue;
        const texts = message.translated[code];
        if (!pattern(rule.use, rule.caseSensitive).test(texts.join("\n"))) problems.push(`${message.id} (${term.term}) lacks /${rule.use}/: ${texts.join(" | ")}`);
        for (const rejected of rule.reject ?? [])
          if (texts.some((t) => pattern(rejected, rule.caseSensitive).test(t))) problems.push(`${message.id} (${term.term}) uses /${rejected}/: ${texts.join(" | ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)("%s never writes what its register rejects, in any text", (code) => {
    const problems: string[] = [];
    for (const rejected of registers[code].everywhere)
      for (const message of messages)
        if (message.translated[code].some((t) => pattern(rejected).test(t))) problems.push(`${message.id} uses /${rejected}/: ${message.translated[code].join(" | ")}`);
    expect(problems).toEqual([]);
  });
});
