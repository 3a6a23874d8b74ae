/**
 * Reads the text of site.yaml (the operator's identity) into the site's config, or throws a
 * SiteConfigError naming the file and the field, like a post's front matter error. Pure (no file
 * access): publishing/site-folder.ts reads the file, the Vite plugin and the tests share this.
 * Node-side only (the browser gets the result as JSON), so zod, yaml and the typo hint cost no bytes there.
 */
import { closest, distance } from "fastest-levenshtein";
import { parseDocument } from "yaml";
import { z } from "zod";
import { deriveSiteConfig, telegramHandleOf, type SiteConfig, type SiteIdentity } from "./site-identity.ts";

export class SiteConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly detail: string,
  ) {
    super(field ? `${file}: ${field} ${detail}` : `${file}: ${detail}`);
    this.name = "SiteConfigError";
  }
}

const text = (what: string) =>
  z
    .string({ error: `must be ${what} (a text)` })
    .trim()
    .min(1, `must not be empty: write ${what}`);
const https = (example: string) => z.string({ error: `must be a link like ${example}` }).refine((v) => /^https:\/\/[^\s/]+\.[^\s]*$/.test(v), `must be a link like ${example}`);
/** Optional texts: empty (or left out) turns the feature off. */
const optional = z.string({ error: 'must be a text, or "" for none' }).default("");

/** One language's own words (all optional: a text left out shows the English). */
const siteWordsSchema = z
  .strictObject({
    tagline: text("the tagline in this language").optional(),
    description: text("the description in this language").optional(),
    featuredVideoTitle: text("the featured video's title in this language").optional(),
    categories: z.record(z.string(), text("the category's name in this language"), { error: "must list categories as English name: name in this language" }).optional(),
  })
  .default({});

/** The field order here is the order of the sample site.yaml; unknown keys are refused (a typo never goes unseen). */
export const siteIdentitySchema = z.strictObject({
  siteUrl: z
    .string({ error: "must be the site's address, like https://example.com" })
    .refine((v) => /^https?:\/\/[^\s/]+$/.test(v), "must be the site's address alone, like https://example.com (no path, no trailing /)"),
  siteName: text("the site's name"),
  displayName: text("your name as visitors see it"),
  shortName: text("a short name for the installed app"),
  tagline: text("a one-line tagline"),
  description: text("a one-sentence description"),
  avatar: z.strictObject({
    src: z.string({ error: "must be a path like /avatar.svg" }).regex(/^\/[^\s]+$/, "must be a path like /avatar.svg (a file in the site folder's public/)"),
    width: z.number({ error: "must be a number of pixels, like 160" }).int().positive(),
    height: z.number({ error: "must be a number of pixels, like 160" }).int().positive(),
  }),
  locale: z.string({ error: "must be a language code like en" }).regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a language code like en or pt-BR"),
  themeColor: z
    .string({ error: 'must be a colour in quotes, like "#0b0f19" (without quotes YAML reads # as the start of a comment)' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like "#0b0f19"'),
  links: z.strictObject({
    businessEmail: z.email({ error: "must be an email address" }),
    whatsappChat: https("https://wa.me/15550001234"),
    whatsappChannel: https("https://whatsapp.com/channel/ABC123"),
    telegramChat: z.string({ error: "must be a link like https://t.me/your_name" }).refine((v) => {
      try {
        return Boolean(telegramHandleOf(v));
      } catch {
        return false;
      }
    }, "must be a link like https://t.me/your_name"),
    telegramChannel: https("https://t.me/your_channel"),
    vipTelegramGroup: https("https://t.me/your_vip_group"),
    youtube: https("https://www.youtube.com/@your_name").refine((v) => !v.endsWith("/"), "must not end with / (the videos page is derived from it)"),
    instagram: https("https://www.instagram.com/your_name"),
    discord: https("https://discord.gg/invite"),
    reddit: https("https://www.reddit.com/user/your_name"),
    linkedin: https("https://www.linkedin.com/in/your_name"),
    x: https("https://x.com/your_name"),
    facebook: https("https://www.facebook.com/your_name"),
    codeHosting: https("https://github.com/your_name"),
    archivedSite: https("https://old.example.com"),
  }),
  featuredVideo: z.strictObject({
    title: text("the featured video's title"),
    url: z.union([z.literal(""), https("https://www.youtube.com/watch?v=VIDEO_ID")], { error: 'must be a video link, or "" for your channel\'s videos page' }).default(""),
  }),
  ads: z.strictObject({ client: optional, slot: optional }).default({ client: "", slot: "" }),
  analyticsPath: z.union([z.literal(""), z.string().regex(/^\/[^\s]*$/)], { error: 'must be a path like /stats.js, or "" for none' }).default(""),
  languages: z.strictObject({ hi: siteWordsSchema, "pt-BR": siteWordsSchema, id: siteWordsSchema, ar: siteWordsSchema }).partial().default({}),
});

// The schema and the browser-safe type must agree: a field added to one and not the other fails typecheck.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Equal<z.output<typeof siteIdentitySchema>, SiteIdentity> = true;
void sameShape;

/** Known keys at a dotted path ("" for the top, "links" for the links), for the typo hint. */
function knownKeys(at: readonly PropertyKey[]): string[] {
  let shape: z.ZodType = siteIdentitySchema;
  for (const key of at) {
    const inner = shape instanceof z.ZodDefault ? (shape.unwrap() as z.ZodType) : shape;
    if (!(inner instanceof z.ZodObject)) return [];
    shape = (inner.shape as Record<string, z.ZodType>)[String(key)] ?? z.never();
  }
  const inner = shape instanceof z.ZodDefault ? (shape.unwrap() as z.ZodType) : shape;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : [];
}

function unknownKeyDetail(key: string, known: string[]): string {
  const nearest = known.length ? closest(key, known) : "";
  const typo = nearest !== "" && distance(key.toLowerCase(), nearest.toLowerCase()) <= Math.max(2, Math.floor(nearest.length / 3));
  return typo ? `is not a known field: did you mean ${nearest}? (known: ${known.join(", ")})` : `is not a known field (known: ${known.join(", ")})`;
}

/** Whether `raw` holds a key at `at` (a key left out, not one given an empty or wrong value). */
function holds(raw: unknown, at: readonly PropertyKey[]): boolean {
  let node = raw;
  for (const key of at) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/**
 * The first problem as file, dotted field and what to write instead. A misspelled key is reported
 * as itself first (`youtub`), not as the missing field it was meant to be.
 */
function firstIssue(file: string, raw: unknown, error: z.ZodError): SiteConfigError {
  const issue = error.issues.find((i) => i.code === "unrecognized_keys") ?? error.issues[0]!;
  const at = issue.path.map(String);
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0]!;
    return new SiteConfigError(file, [...at, key].join("."), unknownKeyDetail(key, knownKeys(issue.path)));
  }
  const missing = issue.code === "invalid_type" && !holds(raw, issue.path);
  return new SiteConfigError(file, at.join(".") || "site.yaml", missing ? `is missing: ${issue.message}` : issue.message);
}

/** site.yaml's text (named `file` in errors) into the site's config with its derived fields. */
export function parseSiteYaml(file: string, source: string): SiteConfig {
  const doc = parseDocument(source, { prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const line = source.slice(0, error.pos[0]).split("\n").length;
    const reason = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    throw new SiteConfigError(`${file}:${line}`, "", `is not valid YAML: ${reason}`.trim());
  }
  const raw: unknown = doc.toJSON() ?? {};
  const parsed = siteIdentitySchema.safeParse(raw);
  if (!parsed.success) throw firstIssue(file, raw, parsed.error);
  return deriveSiteConfig(parsed.data);
}
