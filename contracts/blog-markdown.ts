/**
 * Turns the text of one article file into a validated BlogArticle, or throws a BlogContentError
 * that names the file and the field. Pure (no file access), so the build, the server and the
 * tests share it; publishing/blog-articles.ts does the reading.
 *
 * The front matter is YAML (read by the `yaml` library): `key: value` lines with plain, "double"
 * or 'single' quoted values, and lists as `[a, "b, c"]` or as indented `- item` lines. Values are
 * strings or lists of strings; a syntax error names its key and line rather than being guessed at.
 */
import { closest, distance } from "fastest-levenshtein";
import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { isMap, isNode, isScalar, parseDocument } from "yaml";
import { WORDS_PER_MINUTE, type BlogArticle } from "./blog";
import { DEFAULT_LOCALE } from "./locales";
import { blogFrontMatterSchema } from "./blog-schema";

const KNOWN_FIELDS: readonly string[] = blogFrontMatterSchema.keyof().options;
/**
 * The fields an error lists: every article's own. `lang` (decision 048) is accepted and suggested
 * for a typo but not listed: an English post, the usual kind, never needs it.
 */
const LISTED_FIELDS = KNOWN_FIELDS.filter((f) => f !== "lang");

/**
 * "is not a known field" plus the nearest known field when the key looks like a typo of one
 * (`tittle` -> title). Checked before the schema, so a misspelled key is reported as itself and
 * not as the required field it was meant to be.
 */
function unknownFieldDetail(key: string): string {
  const nearest = closest(key.toLowerCase(), KNOWN_FIELDS as string[]);
  const typo = distance(key.toLowerCase(), nearest.toLowerCase()) <= Math.max(2, Math.floor(nearest.length / 3));
  const known = LISTED_FIELDS.join(", ");
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
const TOP_LEVEL_KEY = /^([A-Za-z][A-Za-z0-9_]*)\s*:/;

/** Splits "---\nfront matter\n---\nbody" into its two parts; null when there is no front matter. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  if (lines[0]?.trim() !== FENCE) return null;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (end === -1) return null;
  return { frontMatter: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

class FrontMatterSyntaxError extends Error {
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(detail);
  }
}

const count = (text: string, ch: string) => text.split(ch).length - 1;

/** A value left open on its line: a list or map without its closing bracket, or a quote without its end. */
function leftOpen(line: string): boolean {
  return count(line, "[") > count(line, "]") || count(line, "{") > count(line, "}") || count(line, '"') % 2 === 1 || count(line, "'") % 2 === 1;
}

/**
 * The key whose entry holds `line` (1-based within the block): the last top-level key at or above
 * it, or the one before when that one left its value open (YAML notices a missing "]" only on the
 * next key's line).
 */
function keyAtLine(lines: readonly string[], line: number): string | null {
  const keyLines: number[] = [];
  for (let i = 0; i < Math.min(line, lines.length); i++) if (TOP_LEVEL_KEY.test(lines[i] ?? "")) keyLines.push(i);
  const last = keyLines[keyLines.length - 1];
  if (last === undefined) return null;
  const before = keyLines[keyLines.length - 2];
  const at = before !== undefined && last === line - 1 && leftOpen(lines[before] ?? "") ? before : last;
  return TOP_LEVEL_KEY.exec(lines[at] ?? "")?.[1] ?? null;
}

/**
 * Reads the front matter with a YAML parser in its failsafe schema: every value is a string or a
 * list of strings, as the schema expects (`createdAt: 2025-07-03` stays text, `title: 2048` is not
 * a number). A syntax error names the key it belongs to and the file's line; a key given twice is
 * refused rather than the last one silently winning.
 */
export function parseFrontMatter(block: string): Record<string, FrontMatterValue> {
  const lines = block.split("\n");
  const doc = parseDocument(block, { schema: "failsafe", uniqueKeys: false, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const line = block.slice(0, error.pos[0]).split("\n").length;
    const key = keyAtLine(lines, line);
    // The front matter starts on the file's second line, after the opening ---.
    const where = `(line ${line + 1})`;
    if (error.code === "BLOCK_AS_IMPLICIT_KEY" && key) throw new FrontMatterSyntaxError(key, `has a ": " inside a value: put the value in "quotes" ${where}`);
    const reason = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    if (key) throw new FrontMatterSyntaxError(key, `has a broken value: ${reason} ${where}`);
    throw new FrontMatterSyntaxError("front matter", `is not "key: value" lines: ${reason} ${where}`);
  }
  const contents = doc.contents;
  if (contents === null) return {};
  if (!isMap(contents)) throw new FrontMatterSyntaxError("front matter", 'is not "key: value" lines (line 2)');
  const out: Record<string, FrontMatterValue> = {};
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    if (key in out) throw new FrontMatterSyntaxError(key, "is given twice");
    const value: unknown = isNode(pair.value) ? pair.value.toJSON() : (pair.value ?? "");
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string")) out[key] = value;
    else throw new FrontMatterSyntaxError(key, "must be a text or a list of texts");
  }
  return out;
}

export function countWords(text: string): number {
  // A "word" holds at least one letter or digit, so Markdown markers ("##", "-") do not count.
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/**
 * The words a reader reads in a post's Markdown: its text and code, not its markup (link
 * addresses, image paths, `**`, `|` of tables). Blocks are joined by spaces so words of two
 * paragraphs never run together.
 */
export function markdownText(content: string): string {
  const parts: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "text" || node.type === "inlineCode" || node.type === "code") parts.push(node.value);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(markdown.parse(content));
  return parts.join(" ");
}

/** Minutes to read, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/** The file's line where the article's body (as parseBlogArticle trims it) starts: Markdown errors name file lines. */
export function articleBodyLine(source: string): number {
  const parts = splitFrontMatter(source);
  if (!parts) return 1;
  const leading = /^\s*/.exec(parts.body)?.[0] ?? "";
  return parts.bodyLine + (leading.match(/\n/g)?.length ?? 0);
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
    readTime: readTimeMinutes(markdownText(content)),
    createdAt: fm.createdAt,
    // English is the default and goes unsaid, so an English post's shape is what it always was.
    ...(fm.lang && fm.lang !== DEFAULT_LOCALE ? { lang: fm.lang } : {}),
  };
}
