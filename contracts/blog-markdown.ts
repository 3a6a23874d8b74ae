/**
 * Turns the text of one article file into a validated BlogArticle, or throws a BlogContentError
 * that names the file and the field. Pure (no file access), so the build, the server and the
 * tests share it; content/blog-articles.ts does the reading.
 *
 * The front matter is the small subset of YAML that articles need: `key: value` lines with
 * plain, "double" or 'single' quoted values, and lists as `[a, "b, c"]` or as indented `- item`
 * lines. Anything else is refused with its line number rather than guessed at.
 */
import { closest, distance } from "fastest-levenshtein";
import { WORDS_PER_MINUTE, type BlogArticle } from "./blog";
import { blogFrontMatterSchema } from "./blog-schema";

const KNOWN_FIELDS: readonly string[] = blogFrontMatterSchema.keyof().options;

/**
 * "is not a known field" plus the nearest known field when the key looks like a typo of one
 * (`tittle` -> title). Checked before the schema, so a misspelled key is reported as itself and
 * not as the required field it was meant to be.
 */
function unknownFieldDetail(key: string): string {
  const nearest = closest(key.toLowerCase(), KNOWN_FIELDS as string[]);
  const typo = distance(key.toLowerCase(), nearest.toLowerCase()) <= Math.max(2, Math.floor(nearest.length / 3));
  const known = KNOWN_FIELDS.join(", ");
  return typo ? `is not a known field: did you mean ${nearest}? (known fields: ${known})` : `is not a known field (known fields: ${known})`;
}

export class BlogContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${file}: ${field} ${detail}`);
    this.name = "BlogContentError";
  }
}

type FrontMatterValue = string | string[];

const FENCE = "---";
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_]*):(?:\s+(.*))?$/;
const LIST_ITEM_LINE = /^\s+-\s+(.*)$/;

/** Splits "---\nfront matter\n---\nbody" into its two parts; null when there is no front matter. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const lines = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trim() !== FENCE) return null;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (end === -1) return null;
  return { frontMatter: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n") };
}

function unquote(raw: string, key: string): string {
  const value = raw.trim();
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === "string") return parsed;
    } catch {
      // reported below
    }
    throw new FrontMatterSyntaxError(key, `has a broken "quoted" value: ${value}`);
  }
  if (value.startsWith("'")) {
    if (value.length < 2 || !value.endsWith("'")) throw new FrontMatterSyntaxError(key, `has a broken 'quoted' value: ${value}`);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  return value;
}

/** `[a, "b, c", 'd']` → ["a", "b, c", "d"]: commas inside quotes do not split. */
function parseFlowList(raw: string, key: string): string[] {
  const inner = raw.trim().slice(1, -1);
  const items: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const ch of inner) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ",") {
      items.push(current);
      current = "";
    } else current += ch;
  }
  if (quote) throw new FrontMatterSyntaxError(key, "has an unclosed quote in its list");
  if (current.trim() !== "" || items.length > 0) items.push(current);
  return items.map((item) => unquote(item, key));
}

class FrontMatterSyntaxError extends Error {
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** Reads the front matter block into plain values; throws FrontMatterSyntaxError naming the key. */
export function parseFrontMatter(block: string): Record<string, FrontMatterValue> {
  const out: Record<string, FrontMatterValue> = {};
  const lines = block.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const match = KEY_LINE.exec(line);
    if (!match) throw new FrontMatterSyntaxError("front matter", `line ${i + 2} is not "key: value": ${line.trim()}`);
    const key = match[1]!;
    const raw = (match[2] ?? "").trim();
    if (key in out) throw new FrontMatterSyntaxError(key, "is given twice");
    if (raw === "") {
      // A block list: the following indented "- item" lines.
      const items: string[] = [];
      while (i + 1 < lines.length && LIST_ITEM_LINE.test(lines[i + 1] ?? "")) {
        items.push(unquote(LIST_ITEM_LINE.exec(lines[++i] ?? "")?.[1] ?? "", key));
      }
      out[key] = items.length > 0 ? items : "";
    } else if (raw.startsWith("[")) {
      if (!raw.endsWith("]")) throw new FrontMatterSyntaxError(key, "has a list without its closing ]");
      out[key] = parseFlowList(raw, key);
    } else {
      out[key] = unquote(raw, key);
    }
  }
  return out;
}

export function countWords(text: string): number {
  // A "word" holds at least one letter or digit, so Markdown markers ("##", "-") do not count.
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/** Parses and validates one article file. `file` is only used in error messages. */
export function parseBlogArticle(file: string, source: string): BlogArticle {
  const parts = splitFrontMatter(source);
  if (!parts) throw new BlogContentError(file, "front matter", 'is missing: start the file with a "---" block');
  let raw: Record<string, FrontMatterValue>;
  try {
    raw = parseFrontMatter(parts.frontMatter);
  } catch (err) {
    if (err instanceof FrontMatterSyntaxError) throw new BlogContentError(file, err.key, err.message);
    throw err;
  }
  const unknown = Object.keys(raw).find((key) => !KNOWN_FIELDS.includes(key));
  if (unknown !== undefined) throw new BlogContentError(file, unknown, unknownFieldDetail(unknown));
  const parsed = blogFrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "front matter");
    const missing = issue.code === "invalid_type" && raw[field] === undefined;
    throw new BlogContentError(file, field, missing ? "is required" : issue.message);
  }
  const content = parts.body.trim();
  if (content === "") throw new BlogContentError(file, "body", "is empty: write the article below the front matter");
  const fm = parsed.data;
  return {
    slug: fm.slug,
    title: fm.title,
    excerpt: fm.excerpt,
    content,
    category: fm.category,
    tags: fm.tags,
    imageUrl: fm.image ?? null,
    readTime: readTimeMinutes(content),
    createdAt: fm.createdAt,
  };
}
