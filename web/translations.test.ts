/**
 * Every component's texts exist in every translated language, with the same keys and the same
 * `{placeholders}`, and no translation file is left without its component (decision 048). The
 * prerender fails on a rendered component's missing key; this covers the ones no page renders
 * at build time (a toast's text, a lazy window).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "../contracts/locales";
import { OFFLINE_TEXT } from "./pwa/offline-page";
import { i18n } from "./i18n/i18n";

const root = path.resolve(import.meta.dirname, "..");
const messagesDir = path.join(root, "web/i18n/messages");

type Json = string | { [key: string]: Json };

function readJson(file: string): Record<string, Json> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, Json>;
}

function placeholders(text: Json): string[] {
  const all = typeof text === "string" ? [text] : Object.values(text).map(String);
  return [...new Set(all.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "")))].sort();
}

let base: Record<string, Record<string, Json>> = {};

beforeAll(async () => {
  // Every module that declares texts (found by name, so a new one is never forgotten): directly, or as a
  // page's content tree (definePageContent calls defineMessages).
  const files = execFileSync("git", ["grep", "-l", "-e", "defineMessages(", "-e", "definePageContent(", "--", "web", "games", "contracts"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => f && !f.includes(".test.") && !f.startsWith("web/i18n/"));
  for (const file of files) await import(/* @vite-ignore */ path.join(root, file));
  base = { ...(i18n.cache.en as unknown as Record<string, Record<string, Json>>) };
  // Nor is the offline page's: a static page the build writes per language (web/pwa/offline-page.ts).
  base["pwa-offline"] = { ...OFFLINE_TEXT };
}, 120_000);

describe("translations", () => {
  it("declares texts in at least the not-found page", () => {
    expect(Object.keys(base)).toContain("not-found");
  });

  it.each(TRANSLATED_LOCALES)("%s has every component's file, with English's keys and placeholders", (code) => {
    const problems: string[] = [];
    for (const [component, english] of Object.entries(base)) {
      let translated: Record<string, Json>;
      try {
        translated = readJson(path.join(messagesDir, code, `${component}.json`));
      } catch {
        problems.push(`${code}/${component}.json is missing`);
        continue;
      }
      for (const key of Object.keys(english)) {
        const text = translated[key];
        if (text === undefined) problems.push(`${code}/${component}.json lacks "${key}"`);
        else if (placeholders(text).join() !== placeholders(english[key] ?? "").join())
          problems.push(`${code}/${component}.json "${key}" has placeholders ${placeholders(text).join() || "none"}, English ${placeholders(english[key] ?? "").join() || "none"}`);
        else if (typeof text === "string" && text.trim() === "") problems.push(`${code}/${component}.json "${key}" is empty`);
      }
      for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${code}/${component}.json has "${key}", which English does not`);
    }
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)("%s has no file without a component", (code) => {
    const orphans = readdirSync(path.join(messagesDir, code))
      .map((f) => f.replace(/\.json$/, ""))
      .filter((name) => !(name in base));
    expect(orphans).toEqual([]);
  });
});
