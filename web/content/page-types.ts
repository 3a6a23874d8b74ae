/** Shapes shared by the content pages' data files, and their translation. */
import { useMemo } from "react";
import { defineMessages, useMessages, type Messages } from "../i18n/i18n";

/** A page's <title> (without the site suffix) and meta description. */
export type PageMetaText = { title: string; description: string };

/** Every page has a header block: a title and a subtitle. */
export type PageHeaderText = { title: string; subtitle: string };

/** A link to another page of this site. */
export type InternalLink = { label: string; path: string };

/** A small card: an emoji icon (decorative), a title and a text. */
export type InfoCard = { emoji: string; title: string; text: string };

/** A closing call to action: a heading, a line of text and one or more links. */
export type CallToAction = { heading: string; text: string; links: readonly InternalLink[] };

/**
 * A page's texts in every language (docs/decisions/048-languages.md). A content module keeps its
 * English as plain constants (the exact words, which tests import); `pageTexts` flattens them
 * into the flat texts of one messages file (`header_title`, `highlights_free-tools_text`), leaving
 * out what is not prose (links, ids, emoji, colours), and `localizeTree` puts a language's texts
 * back into the same shape. An item of a list is named by a stable id, never its position
 * (docs/decisions/072-stable-text-ids.md): its `id` (or `testId`, `platform`, `kind`), else its
 * first text's first words; inserting or moving a card leaves every other card's translation
 * where it was. Operator facts from site.config.ts (names, addresses) become `{name}`-style
 * placeholders in the files and are filled in again, so a translation never repeats them.
 */
const NOT_TEXT = new Set(["emoji", "icon", "colour", "colours", "url", "href", "path", "to", "testId", "id", "kind", "platform", "skills"]);

/** Fields that name an item, in the order they are preferred for its id. */
const ID_FIELDS = ["id", "testId", "platform", "kind"] as const;

/** Placeholder name → the operator's value it stands for. */
export type TextVars = Readonly<Record<string, string>>;

function keyOf(prefix: string, part: string | number): string {
  return prefix ? `${prefix}_${part}` : String(part);
}

function withPlaceholders(text: string, vars: TextVars): string {
  let out = text;
  for (const [name, value] of Object.entries(vars)) if (value) out = out.split(value).join(`{${name}}`);
  return out;
}

/** An item's first text (depth first), placeholders in: what its id is made of when it has no id field. */
function firstText(item: unknown): string | undefined {
  if (typeof item === "string") return item;
  if (Array.isArray(item)) return item.map(firstText).find((t) => t !== undefined);
  if (typeof item === "object" && item !== null) {
    for (const [key, value] of Object.entries(item)) {
      if (NOT_TEXT.has(key)) continue;
      const text = firstText(value);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

function slug(text: string): string {
  const words = text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9{} ]+/g, " ")
    .replace(/[{}]/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, 4).join("-") || "item";
}

/** The stable ids of a list's items, in order: an id field, else a slug of the first text (`-2` on a repeat). */
export function itemIds(items: readonly unknown[], vars: TextVars = {}): string[] {
  const taken = new Set<string>();
  return items.map((item) => {
    const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const field = ID_FIELDS.map((f) => record[f]).find((v): v is string => typeof v === "string" && v !== "");
    const base = field ?? slug(withPlaceholders(firstText(item) ?? "", vars));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/** The English texts of a content tree, flat, with the operator's values as placeholders. */
export function pageTexts(tree: unknown, vars: TextVars = {}, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === "string") {
    out[prefix] = withPlaceholders(tree, vars);
  } else if (Array.isArray(tree)) {
    const ids = itemIds(tree, vars);
    tree.forEach((item, i) => pageTexts(item, vars, keyOf(prefix, ids[i] as string), out));
  } else if (typeof tree === "object" && tree !== null) {
    for (const [key, value] of Object.entries(tree)) if (!NOT_TEXT.has(key)) pageTexts(value, vars, keyOf(prefix, key), out);
  }
  return out;
}

/** A content tree with each text taken from `texts` (a language's flat texts) and its placeholders filled. */
export function localizeTree<T>(tree: T, texts: Readonly<Record<string, string>>, vars: TextVars = {}, prefix = ""): T {
  if (typeof tree === "string") {
    const text = texts[prefix];
    if (text === undefined) return tree;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole) as T;
  }
  if (Array.isArray(tree)) {
    const ids = itemIds(tree, vars);
    return tree.map((item, i) => localizeTree(item, texts, vars, keyOf(prefix, ids[i] as string))) as T;
  }
  if (typeof tree === "object" && tree !== null) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, NOT_TEXT.has(key) ? value : localizeTree(value, texts, vars, keyOf(prefix, key))])) as T;
  }
  return tree;
}

/** A page's content tree, its messages (one file per language) and its placeholders. */
export type PageContent<T> = { name: string; messages: Messages<Record<string, string>>; tree: T; vars: TextVars; get: () => T };

/** Declares a content tree's texts under a messages name; `get()` gives the tree in the page's language. */
export function definePageContent<T>(name: string, tree: T, vars: TextVars = {}): PageContent<T> {
  const messages = defineMessages(name, pageTexts(tree, vars));
  return { name, messages, tree, vars, get: () => localizeTree(tree, messages.get(), vars) };
}

/** A page's content tree in the page's language, kept current (English: the constants as they are). */
export function usePageContent<T>(content: PageContent<T>): T {
  const texts = useMessages(content.messages);
  return useMemo(() => localizeTree(content.tree, texts, content.vars), [content, texts]);
}
