/**
 * The guides a new reader follows (README.md -> docs/architecture.md -> a feature folder, and
 * docs/style.md) name only files that exist, and point at nothing outside the repository; the
 * decision records stay short.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const GUIDES = ["README.md", "docs/architecture.md", "docs/style.md"];

// Tracked top-level folders a guide may name. The operator's folder and what builds, tests and the
// server write (site/, build/, builds/, test-build/, data/, backups/) are made on the machine and
// are not in the repository, so a guide may name them without their existing here.
const TRACKED_FOLDERS = new Set([".ci", "bench", "contracts", "deploy", "docs", "e2e", "games", "public", "publishing", "samples", "scripts", "server", "test", "texts", "web"]);
// Root files a guide names by their bare name.
const ROOT_FILE = /^(\.env\.example|package\.json|knip\.jsonc|tsconfig\.json|[a-z-]+\.config\.(ts|js))$/;
// Named on purpose though not in the repository: where posts and pictures lived before site/ (the
// README's upgrade note tells an operator to move them), and the .env an operator writes for compose.
const NOT_IN_THE_REPOSITORY = new Set(["content/blog", "public/blog", "deploy/.env"]);

/** The repository paths a Markdown file names: relative link targets and path-like words in code spans. */
function namedPaths(markdown: string, file: string): string[] {
  const found: string[] = [];
  for (const [, target = ""] of markdown.replace(/`[^`\n]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/#.*/, ""))));
  }
  for (const [, span = ""] of markdown.matchAll(/`([^`\n]+)`/g)) {
    for (const raw of span.split(/\s+/)) {
      const word = raw.replace(/^[("']+/, "").replace(/[),;:'"]+$/, "");
      const top = word.slice(0, word.indexOf("/"));
      if (ROOT_FILE.test(word)) found.push(word);
      else if (word.includes("/") && TRACKED_FOLDERS.has(top)) {
        // A placeholder (<game>, {n}, *, …) stands for many files: its folder must exist.
        const fixed = word.replace(/[<{*…].*/, "");
        found.push(fixed === word ? word : fixed.slice(0, fixed.lastIndexOf("/") + 1) || top);
      }
    }
  }
  return [...new Set(found.map((p) => p.replace(/\/$/, "")))].filter((p) => !NOT_IN_THE_REPOSITORY.has(p));
}

// Built from parts so that a search of the code for these pointers finds only the pointers.
const OUTSIDE = new RegExp([["STYLE", "ARCHITECTURE"].map((name) => `${name}\\.md`).join("|"), "\\.\\./shared", "/work/", "spec [12]\\b", "section [0-9]"].join("|"), "i");

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

describe("the guides", () => {
  it("finds the paths a guide names, with placeholders read as their folder", () => {
    const text = "See `games/<game>/engine.ts`, `npx tsx bench/run.ts`, [a](decisions/README.md#x), `site/blog` and `package.json`.";
    expect(namedPaths(text, "docs/architecture.md")).toEqual(["docs/decisions/README.md", "games", "bench/run.ts", "package.json"]);
  });

  for (const guide of GUIDES) {
    it(`${guide} names only files that exist`, () => {
      const missing = namedPaths(readFileSync(path.join(ROOT, guide), "utf8"), guide).filter((p) => !existsSync(path.join(ROOT, p)));
      expect(missing).toEqual([]);
    });
  }

  it("README.md leads to docs/architecture.md, which leads into feature folders", () => {
    expect(namedPaths(readFileSync(path.join(ROOT, "README.md"), "utf8"), "README.md")).toContain("docs/architecture.md");
    const named = namedPaths(readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8"), "docs/architecture.md");
    expect(named.filter((p) => p.startsWith("web/features/")).length).toBeGreaterThan(5);
  });

  it("every link to a heading of a Markdown file in docs/ or README.md finds that heading", () => {
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
    const files = ["README.md", ...markdownFiles("docs")];
    const headings = new Map(files.map((file) => [file, new Set([...readFileSync(path.join(ROOT, file), "utf8").matchAll(/^#+\s+(.*)$/gm)].map(([, h = ""]) => slug(h)))]));
    const broken = files.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), "utf8")
          .replace(/`[^`\n]*`/g, "")
          .matchAll(/\]\(([^)\s:]*\.md)?#([^)\s]+)\)/g),
      ].flatMap(([link, target, anchor = ""]) => {
        const into = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
        return headings.get(into)?.has(anchor) === false ? [`${file}: ${link}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("nothing in docs/ or README.md points at a document outside the repository", () => {
    const pointers = ["README.md", ...markdownFiles("docs")].flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .replaceAll("docs/architecture.md", "")
        .replaceAll("docs/style.md", "")
        .split("\n")
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(pointers).toEqual([]);
  });
});

describe("the decision records", () => {
  const folder = path.join(ROOT, "docs/decisions");
  const files = readdirSync(folder).filter((name) => name.endsWith(".md"));

  it("keeps every record at most 4 KB: context, decision, consequences, rejected, one line of numbers", () => {
    const long = files.filter((name) => /^\d{3}-/.test(name) && statSync(path.join(folder, name)).size > 4096);
    expect(long).toEqual([]);
  });

  it("keeps the folder under 120 KB: measurements live in docs/benchmarks.md, the history in git", () => {
    const total = files.reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0);
    expect(total).toBeLessThan(120_000);
  });
});
