/**
 * The README is the operator's guide. It names every setting of server/config.ts with
 * its default, every field of site.config.ts, only npm scripts that exist, and no file outside
 * the repository.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "../server/config";
import { siteConfig } from "../site.config";
import { REPO_ROOT } from "./prove/lib/server-process";

const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");

/** The text from a "## " heading to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe("README.md", () => {
  it("puts the operator's sections first, in order, and the pointer to docs/ last", () => {
    const order = ["The two commands", "Make it yours", "Write posts", "VIP codes, the dashboard and stats", "Production", "Environment", "More"];
    const at = order.map((t) => readme.indexOf(`\n## ${t}\n`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("lists every variable of server/config.ts in the environment table, with its default", () => {
    const rows = new Map(
      section("Environment")
        .split("\n")
        .map((line) => /^\| `([A-Z][A-Z0-9_]*)` \| ([^|]+) \|/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!.trim()]),
    );
    const defaults = envSchema.parse({}) as Record<string, unknown>;
    expect([...rows.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
    for (const [name, shown] of rows) {
      const fallback = defaults[name];
      if (fallback === undefined) expect(shown, name).toMatch(/^(unset|generated)$/);
      else expect(shown, name).toBe(`\`${String(fallback)}\``);
    }
  });

  it("names every field of site.config.ts under Make it yours", () => {
    const text = section("Make it yours");
    const fields = (value: object): string[] => Object.entries(value).flatMap(([key, v]) => [key, ...(v && typeof v === "object" ? fields(v as object) : [])]);
    for (const field of new Set(fields(siteConfig))) expect(text, field).toContain(`\`${field}\``);
  });

  it("runs only npm scripts that exist", () => {
    const scripts = (JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    const named = new Set([...readme.matchAll(/npm run ([a-z][a-z0-9:-]*)/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(5);
    for (const name of named) expect(scripts, name).toHaveProperty([name]);
  });

  it("points at nothing outside the repository, and every file it links exists", () => {
    expect(readme).not.toMatch(/\.\.\/|\/work\/|TOOLCHAIN/);
    for (const doc of ["docs/development.md", "docs/operations.md", "docs/benchmarks.md", "docs/proofs.md"]) {
      const text = readFileSync(path.join(REPO_ROOT, doc), "utf8");
      expect(text, doc).not.toMatch(/\/work\/|\.\.\/shared|TOOLCHAIN/);
      for (const m of text.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)) {
        if (!/^https?:/.test(m[1]!)) expect(existsSync(path.join(REPO_ROOT, "docs", m[1]!)), `${doc}: ${m[1]}`).toBe(true);
      }
    }
    // Examples of a post's Markdown (fenced blocks, `inline code`) show links; they are not links of the README.
    const prose = readme.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "").replace(/`[^`\n]+`/g, "");
    const links = [...prose.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(existsSync(path.join(REPO_ROOT, link)), link).toBe(true);
  });

  it("states no precache figures of its own: the build prints them", () => {
    expect(readme).not.toMatch(/precaches? (about )?\d/);
  });
});
