/** `.env` is read at start (the environment wins) and .env.example lists every variable with its default (docs/decisions/030). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../scripts/prove/lib/server-process";
import { ConfigError, envSchema, loadDotEnv, parseConfig } from "./config";

const example = readFileSync(path.join(REPO_ROOT, ".env.example"), "utf8");
const assignments = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));

describe(".env.example", () => {
  it("lists every variable of the config's schema once, and nothing else", () => {
    expect(assignments.map((a) => a.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("shows each variable's default and a one-line comment above it", () => {
    const defaults = envSchema.parse({});
    const lines = example.split("\n");
    for (const { name, value } of assignments) {
      const at = lines.indexOf(`# ${name}=${value}`);
      expect(lines[at - 1], name).toMatch(/^# (?![A-Z][A-Z0-9_]*=)\S/);
      const fallback = (defaults as Record<string, unknown>)[name];
      if (value === "") expect(fallback, name).toBeUndefined();
      else if (name === "TRUST_PROXY") expect(fallback).toBe(false);
      else expect(String(fallback), name).toBe(value);
    }
  });

  it("parses as a valid configuration once uncommented", () => {
    const env = Object.fromEntries(assignments.map((a) => [a.name, a.value]));
    expect(() => parseConfig(env)).not.toThrow();
  });
});

describe("loadDotEnv", () => {
  const dirs: string[] = [];
  const names = ["OP20_FROM_FILE", "OP20_FROM_BOTH"];
  afterEach(() => {
    for (const n of names) delete process.env[n];
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it("fills unset variables from the file; the environment wins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    dirs.push(dir);
    const file = path.join(dir, ".env");
    writeFileSync(file, "OP20_FROM_FILE=file\nOP20_FROM_BOTH=file\n");
    process.env.OP20_FROM_BOTH = "environment";
    expect(loadDotEnv(file)).toBe(file);
    expect(process.env.OP20_FROM_FILE).toBe("file");
    expect(process.env.OP20_FROM_BOTH).toBe("environment");
  });

  it("does nothing without a file, and names an unreadable one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    dirs.push(dir);
    expect(loadDotEnv(path.join(dir, ".env"))).toBeUndefined();
    expect(() => loadDotEnv(dir)).toThrow(ConfigError); // a folder named .env cannot be read
    expect(() => loadDotEnv(dir)).toThrow(dir);
  });
});
