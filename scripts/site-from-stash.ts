/**
 * `npm run site:from-stash [-- REF]`: the way up from an install made before the operator's folder
 * existed (site/, docs/decisions/039), where the identity was edited in the tracked site.config.ts
 * and the posts and pictures lived in content/blog/ and public/. The README's steps put those
 * edits aside with `git stash push --include-untracked`, pull, then run this: it reads the stash
 * (REF, default stash@{0}) and makes site/ from the samples plus what the stash changed:
 *   - site.config.ts -> site/site.yaml: every identity field of the old file (loaded as the old
 *     code did), written into the samples' site.yaml so its comments stay;
 *   - content/blog/<post>.md and content/blog/<slug>/ (pictures) -> site/blog/, added or edited
 *     ones copied, sample posts the operator removed removed;
 *   - public/{avatar.svg,favicon.svg,og-image.png,icons/*,blog/*} -> site/public/, the same way.
 * It prints one line per file it moved and lists what it left (other tracked files the stash
 * changed: the operator's own code edits, for `git stash show -p`). It never touches an existing
 * site/, and never drops the stash: `git stash drop` once the site looks right.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseDocument } from "yaml";
import { SAMPLE_SITE_DIR, SITE_FILE, siteDir } from "../publishing/site-folder";
import { parseSiteYaml } from "../publishing/site-schema";

/** `dir`: the folder made, as the operator names it (relative to the checkout). */
export type Moved = { moved: string[]; removed: string[]; left: string[]; dir: string };

const git = (root: string, args: string[]) => execFileSync("git", args, { cwd: root, encoding: "buffer", stdio: ["ignore", "pipe", "pipe"] });
const gitText = (root: string, args: string[]) => git(root, args).toString("utf8");

/** Where an old file of the operator's goes in site/, or undefined when it is not part of their site. */
export function siteTarget(file: string): string | undefined {
  if (file === "site.config.ts") return SITE_FILE;
  const post = /^content\/blog\/(.+)$/.exec(file);
  if (post) return `blog/${post[1]}`;
  const pub = /^public\/(avatar\.svg|favicon\.svg|og-image\.png|icons\/.+|blog\/.+)$/.exec(file);
  if (pub) return `public/${pub[1]}`;
  return undefined;
}

/** The identity fields of site.yaml, read from the old site.config.ts's siteConfig object. */
export function identityFrom(old: Record<string, unknown>): Record<string, unknown> {
  const links = (old.links ?? {}) as Record<string, string>;
  const video = (old.featuredVideo ?? {}) as { title?: string; url?: string };
  const avatar = (old.avatar ?? {}) as { src?: string; width?: number; height?: number };
  return {
    siteUrl: old.siteUrl,
    siteName: old.siteName,
    displayName: old.displayName,
    shortName: old.shortName,
    tagline: old.tagline,
    description: old.description,
    avatar: { src: avatar.src, width: avatar.width, height: avatar.height },
    locale: old.locale,
    themeColor: old.themeColor,
    links,
    // The old default was the channel's videos page, written out; site.yaml says that with "".
    featuredVideo: { title: video.title, url: video.url === `${links.youtube}/videos` ? "" : video.url },
    ads: old.ads,
    analyticsPath: old.analyticsPath,
  };
}

/** The samples' site.yaml (comments kept) with every value of `identity` written in. */
export function siteYamlWith(sampleYaml: string, identity: Record<string, unknown>): string {
  const doc = parseDocument(sampleYaml);
  const put = (at: string[], value: unknown) => {
    if (value === undefined) return;
    if (value && typeof value === "object" && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) put([...at, k], v);
    else doc.setIn(at, value);
  };
  put([], identity);
  return String(doc);
}

/** The old site.config.ts (as text) loaded the way the old code loaded it: its siteConfig export. */
async function loadOldConfig(source: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), "old-site-config-"));
  try {
    const file = path.join(dir, "site.config.ts");
    writeFileSync(file, source);
    const mod = (await import(pathToFileURL(file).href)) as { siteConfig?: Record<string, unknown> };
    if (!mod.siteConfig) throw new Error("it exports no siteConfig");
    return mod.siteConfig;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function siteFromStash(root: string, ref = "stash@{0}", target: string = siteDir()): Promise<Moved> {
  const dir = path.resolve(root, target);
  const named = path.relative(root, dir).startsWith("..") ? dir : path.relative(root, dir);
  if (existsSync(dir)) throw new Error(`${named}/ already exists: nothing was moved (it is yours; move the old files into it by hand, or move it away and run this again).`);
  let base: string;
  try {
    base = gitText(root, ["rev-parse", "--verify", "--quiet", `${ref}^1`]).trim();
  } catch {
    throw new Error(`there is no ${ref} to read (git stash list shows none): put your edits aside first with git stash push --include-untracked, as the README says.`);
  }
  // Tracked files the stash changed (its work tree against the commit it was made on), and the
  // untracked ones it holds in its third parent.
  const changes = gitText(root, ["diff", "--name-status", "--no-renames", base, ref])
    .split("\n")
    .filter(Boolean)
    .map((l) => ({ status: l[0]!, file: l.slice(2) }));
  let untracked: string[] = [];
  try {
    untracked = gitText(root, ["ls-tree", "-r", "--name-only", `${ref}^3`])
      .split("\n")
      .filter(Boolean);
  } catch {
    untracked = []; // stashed without --include-untracked
  }
  const result: Moved = { moved: [], removed: [], left: [], dir: named };
  const show = (rev: string, file: string) => git(root, ["show", `${rev}:${file}`]);

  cpSync(path.resolve(root, SAMPLE_SITE_DIR), dir, { recursive: true });
  const write = (rel: string, bytes: Buffer | string) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  };
  const all = [...changes, ...untracked.map((file) => ({ status: "A", file, untracked: true }))] as { status: string; file: string; untracked?: boolean }[];
  for (const { status, file, untracked: fromUntracked } of all) {
    const to = siteTarget(file);
    if (!to) {
      if (!fromUntracked) result.left.push(file);
      continue;
    }
    if (status === "D") {
      if (existsSync(path.join(dir, to))) {
        rmSync(path.join(dir, to), { recursive: true, force: true });
        result.removed.push(`${named}/${to} (you had removed ${file})`);
      }
      continue;
    }
    const bytes = show(fromUntracked ? `${ref}^3` : ref, file);
    if (to === SITE_FILE) {
      let identity: Record<string, unknown>;
      try {
        identity = identityFrom(await loadOldConfig(bytes.toString("utf8")));
      } catch (err) {
        throw new Error(
          `your old site.config.ts could not be read (${err instanceof Error ? err.message : String(err)}): nothing was moved. Write ${named}/${SITE_FILE} from it by hand (git show ${ref}:site.config.ts).`,
          { cause: err },
        );
      }
      const yaml = siteYamlWith(gitText(root, ["show", `HEAD:${SAMPLE_SITE_DIR}/${SITE_FILE}`]), identity);
      parseSiteYaml(`${named}/${SITE_FILE}`, yaml); // a value the new schema refuses stops here, naming it
      write(SITE_FILE, yaml);
      result.moved.push(`${file} -> ${named}/${SITE_FILE} (your name, links and colours)`);
    } else {
      write(to, bytes);
      result.moved.push(`${file} -> ${named}/${to}`);
    }
  }
  return result;
}

export function movedReport(r: Moved, ref: string): string[] {
  const dir = r.dir;
  return [
    `Made ${dir}/ from the samples and your edits in ${ref}:`,
    ...r.moved.map((l) => `  moved   ${l}`),
    ...r.removed.map((l) => `  removed ${l}`),
    ...(r.moved.length + r.removed.length === 0 ? ["  (your stash changed none of the identity, posts or pictures: the samples are in place)"] : []),
    ...(r.left.length ? [`Left in ${ref} (not part of your site; see them with git stash show -p): ${r.left.join(", ")}`] : [`Nothing else was in ${ref}.`]),
    `Next: npm run build, restart, check the site, then git stash drop.`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ref = process.argv[2] || "stash@{0}";
  try {
    for (const line of movedReport(await siteFromStash(process.cwd(), ref), ref)) console.log(line);
  } catch (err) {
    console.error(`site:from-stash: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
