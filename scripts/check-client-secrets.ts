/**
 * Proves the built client holds no secret (the built client must not contain any key): no API key, no model endpoint, no provider URL, no server-only setting's name.
 *
 *   tsx scripts/check-client-secrets.ts           scan build/client as it is
 *   tsx scripts/check-client-secrets.ts --build   build with canary secrets in the environment, then scan
 *
 * `npm test` runs the second form (as `npm run build:checked`), so a build that ever copied a
 * server setting into the bundle fails with the file and the match.
 */
import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { liveClientDir } from "./build-folders";

export type Finding = { file: string; rule: string; match: string };

/** What must never appear in anything the browser downloads. */
export const FORBIDDEN: readonly { rule: string; pattern: RegExp }[] = [
  { rule: "Gemini endpoint", pattern: /generativelanguage|googleapis|streamGenerateContent|generateContent/i },
  { rule: "Gemini key header", pattern: /x-goog-api-key/i },
  { rule: "OpenAI endpoint", pattern: /api\.openai\.com|chat\/completions/i },
  { rule: "local model server", pattern: /:11434\b/ },
  { rule: "server setting name", pattern: /\b(GEMINI|OPENAI|LIKES_API|ADMIN_TOKEN|IP_HASH_SECRET|DATABASE_URL)\w*/ },
  { rule: "OpenAI-style key", pattern: /\bsk-[A-Za-z0-9_-]{16,}/ },
  { rule: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
];

/** Settings whose values are secret or name an upstream; with --build each gets a canary value. */
export const SECRET_SETTINGS = [
  "GEMINI_API_KEY",
  "GEMINI_BASE_URL",
  "GEMINI_MODEL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "LIKES_API_URL",
  "LIKES_API_KEY",
  "ADMIN_TOKEN",
  "IP_HASH_SECRET",
  "DATABASE_URL",
] as const;

export function canaryEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of SECRET_SETTINGS) {
    const token = `canary${name.toLowerCase().replace(/_/g, "")}7f3q`;
    env[name] = name.endsWith("_URL") ? (name === "DATABASE_URL" ? `postgres://${token}@127.0.0.1/db` : `http://${token}.invalid/v1`) : token;
  }
  return env;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    // Compressed copies hold the same bytes as the files beside them.
    else if (!/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

/** Every forbidden pattern, and every given secret value, found in the files under `dir`. */
export function scanForSecrets(dir: string, secretValues: readonly string[] = []): Finding[] {
  const findings: Finding[] = [];
  const values = secretValues.filter((v) => v.length >= 6);
  for (const file of files(dir)) {
    const text = readFileSync(file).toString("latin1");
    const rel = path.relative(dir, file);
    for (const { rule, pattern } of FORBIDDEN) {
      const m = pattern.exec(text);
      if (m) findings.push({ file: rel, rule, match: m[0] });
    }
    for (const value of values) if (text.includes(value)) findings.push({ file: rel, rule: "secret value", match: `${value.slice(0, 4)}…` });
  }
  return findings;
}

/** The number of files `scanForSecrets` reads under `dir`. */
export function countScannedFiles(dir: string): number {
  let n = 0;
  for (const _file of files(dir)) n++;
  return n;
}

/**
 * The whole check, for this script and for `npm run prove` (scripts/prove/headers.ts): optionally
 * builds with a canary in every secret setting, then scans the live build's client folder
 * (<BUILD_HOME>/build/client: the tests' own with `npm run build:test`) for the canaries, the
 * real values in this environment, and the forbidden patterns.
 */
export function checkClientSecrets({ build, stdio = "inherit" }: { build: boolean; stdio?: "inherit" | "ignore" }): { filesScanned: number; findings: Finding[] } {
  const canaries = canaryEnv();
  if (build) execSync("npm run build", { stdio, env: { ...process.env, ...canaries } });
  const values = [...Object.values(canaries), ...SECRET_SETTINGS.map((n) => process.env[n] ?? "")];
  const dir = liveClientDir();
  return { filesScanned: countScannedFiles(dir), findings: scanForSecrets(dir, values) };
}

function main() {
  const build = process.argv.includes("--build");
  const { findings } = checkClientSecrets({ build });
  if (findings.length > 0) {
    console.error("The built client contains things that must stay on the server:");
    for (const f of findings) console.error(`  ${f.file}: ${f.rule} (${f.match})`);
    process.exit(1);
  }
  console.log(`check-client-secrets: ${path.relative(process.cwd(), liveClientDir())} holds no key, model endpoint or provider URL${build ? " (built with canary secrets)" : ""}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
