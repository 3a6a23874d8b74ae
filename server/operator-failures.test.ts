/**
 * Decision 030: every failure an operator can cause at start or in a command ends with one plain line
 * naming the setting or file and the fix, with no stack trace, and a non-zero exit. Each case runs
 * the real command in its own process.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, REPO_ROOT } from "../scripts/prove/lib/server-process";
import { LOCK_FILE_NAME } from "./db/data-dir-lock";
import { tinySite } from "./test/tiny-site";
import { isolatedEnv } from "./test/isolated-env";

const TSX = path.join(REPO_ROOT, "node_modules/tsx/dist/loader.mjs");
const made: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Run = { code: number | null; output: string; lastLine: string };

/** Runs `script` (relative to the repository) with only the given environment; stdout and stderr together. */
function run(script: string, env: Record<string, string>, opts: { args?: string[]; cwd?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    // One pipe for both streams, as on a terminal: "the last line" is the last one written.
    const child = spawn("sh", ["-c", 'exec "$0" "$@" 2>&1', process.execPath, "--import", TSX, path.join(REPO_ROOT, script), ...(opts.args ?? [])], {
      cwd: opts.cwd ?? REPO_ROOT,
      // In the repository the operator's own .env must not count; a test's own folder holds the .env it means.
      env: opts.cwd ? { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", HOST: "127.0.0.1", ...env } : isolatedEnv({ HOST: "127.0.0.1", ...env }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 100_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      const lines = output.trimEnd().split("\n");
      resolve({ code, output, lastLine: lines[lines.length - 1] ?? "" });
    });
  });
}

function expectPlainFailure(res: Run, ...names: string[]) {
  expect(res.code, res.output).not.toBe(0);
  expect(res.code).not.toBeNull();
  for (const name of names) expect(res.lastLine).toContain(name);
  expect(res.output).not.toMatch(/^\s+at /m);
  expect(res.output).not.toContain("Node.js v");
}

function blogDir(file: string, frontMatter: string): string {
  const dir = tempDir("op-blog-");
  writeFileSync(path.join(dir, file), `---\n${frontMatter}\n---\nSome text.\n`);
  return dir;
}

const GOOD_FRONT_MATTER = ["title: A post", "slug: a-post", "excerpt: About it", "category: Guides", "tags: [one]", "createdAt: 2025-01-01"];
const serverEnv = () => ({ DATA_DIR: "memory://", CLIENT_DIR: tinySite(), LOG_LEVEL: "info" });

// Each case starts a real process (tsx, PGlite); the machine may be busy.
const SLOW = { timeout: 240_000 };

describe("a failed server start ends with one plain line", SLOW, () => {
  it("a bad front-matter field names the file and the field", async () => {
    const dir = blogDir("broken.md", GOOD_FRONT_MATTER.filter((l) => !l.startsWith("title")).join("\n"));
    const res = await run("server/main.ts", { ...serverEnv(), BLOG_DIR: dir, PORT: String(await freePort()) });
    expectPlainFailure(res, "broken.md", "title", "front matter");
  });

  it("an unknown front-matter key names the key and the nearest known one", async () => {
    const lines = GOOD_FRONT_MATTER.map((l) => (l.startsWith("title") ? "tittle: A post" : l));
    const dir = blogDir("typo.md", lines.join("\n"));
    const res = await run("server/main.ts", { ...serverEnv(), BLOG_DIR: dir, PORT: String(await freePort()) });
    expectPlainFailure(res, "typo.md", "tittle", "did you mean title?");
  });

  it("npm start checks the posts before building: a bad post stops it with one line, not the build's stack traces", async () => {
    const cwd = tempDir("op-start-");
    mkdirSync(path.join(cwd, "content", "blog"), { recursive: true });
    writeFileSync(path.join(cwd, "content", "blog", "typo.md"), `---\n${GOOD_FRONT_MATTER.map((l) => l.replace(/^slug/, "slgu")).join("\n")}\n---\nText.\n`);
    // This folder is no checkout (no samples to make site/ from): the tests' identity, by its full path.
    const site = path.join(REPO_ROOT, "samples", "site");
    const res = await run("scripts/start.ts", { CLIENT_DIR: path.join(cwd, "no-build", "client"), BLOG_DIR: path.join(cwd, "content", "blog"), SITE_DIR: site }, { cwd });
    expectPlainFailure(res, path.join("content", "blog", "typo.md"), "slgu", "did you mean slug?");
    expect(res.output).not.toContain("Building the site");
  });

  it("a refused database connection names DATABASE_URL", async () => {
    const port = await freePort(); // nothing listens there
    const res = await run("server/main.ts", { ...serverEnv(), DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/site`, PORT: String(await freePort()) });
    expectPlainFailure(res, "DATABASE_URL", `127.0.0.1:${port}/site`, "Start PostgreSQL or fix DATABASE_URL");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("a missing database names DATABASE_URL and how to create it", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/no_such_database_op20";
    const res = await run("server/main.ts", { ...serverEnv(), DATABASE_URL: url.toString(), PORT: String(await freePort()) });
    expectPlainFailure(res, "DATABASE_URL", "createdb no_such_database_op20");
  });

  it("a port in use names PORT", async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const res = await run("server/main.ts", { ...serverEnv(), PORT: String(port) });
      expectPlainFailure(res, `Port ${port}`, "(PORT)", "set PORT to a free port");
    } finally {
      blocker.close();
    }
  });

  it("a wrong field in the operator's site.yaml names the file and the field, also when .env sets SITE_DIR", async () => {
    const site = tempDir("op-site-");
    writeFileSync(path.join(site, "site.yaml"), "siteUrl: 12\n");
    const res = await run("server/main.ts", { ...serverEnv(), SITE_DIR: site, PORT: String(await freePort()) });
    expectPlainFailure(res, `${site}/site.yaml`, "siteUrl", "Fix it in that file");
    // site.config.ts reads the file when imported: .env must be read before that, or its SITE_DIR is missed.
    const checkout = tempDir("op-checkout-");
    writeFileSync(path.join(checkout, ".env"), `SITE_DIR=${site}\n`);
    const fromEnvFile = await run("server/main.ts", { ...serverEnv(), PORT: String(await freePort()) }, { cwd: checkout });
    expectPlainFailure(fromEnvFile, `${site}/site.yaml`, "siteUrl", "Fix it in that file");
  });

  it("a bad variable names it", async () => {
    const res = await run("server/main.ts", { ...serverEnv(), PORT: "eighty" });
    expectPlainFailure(res, "PORT", "Fix the variable");
  });

  it("an unexpected failure still ends with one line and points at LOG_LEVEL=debug, which shows the stack", async () => {
    const missing = path.join(tempDir("op-blog-"), "nope");
    const res = await run("server/main.ts", { ...serverEnv(), BLOG_DIR: missing, PORT: String(await freePort()) });
    expectPlainFailure(res, "LOG_LEVEL=debug");
    const debug = await run("server/main.ts", { ...serverEnv(), BLOG_DIR: missing, PORT: String(await freePort()), LOG_LEVEL: "debug" });
    expect(debug.output).toContain('"msg":"start failed"');
    expect(debug.output).toContain("ENOENT");
  });
});

describe("a failed command ends with one plain line", SLOW, () => {
  it("npm run stats while the server holds the embedded database says what vip says", async () => {
    const dataDir = tempDir("op-data-");
    writeFileSync(path.join(dataDir, "PG_VERSION"), "17\n");
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), String(process.pid)); // this test process plays the server
    for (const script of ["server/cli/stats.ts", "server/cli/vip.ts"]) {
      const res = await run(script, { DATA_DIR: dataDir }, { args: script.endsWith("vip.ts") ? ["list"] : [] });
      expectPlainFailure(res, `Could not open the database in ${dataDir} (DATA_DIR): it is in use (pid ${process.pid}, probably the server).`, "stop the server, run this command");
    }
  });

  it("a command refuses to create a new embedded database unless asked, and names the one it opens", async () => {
    const dataDir = path.join(tempDir("op-data-"), "data");
    const refused = await run("server/cli/stats.ts", { DATA_DIR: dataDir, PGLITE_SYNC: "off" });
    expectPlainFailure(refused, `There is no database in ${dataDir} (DATA_DIR)`, "npm run stats -- --create");
    const vip = await run("server/cli/vip.ts", { DATA_DIR: dataDir, PGLITE_SYNC: "off" }, { args: ["list"] });
    expectPlainFailure(vip, "npm run vip -- --create");
    const created = await run("server/cli/stats.ts", { DATA_DIR: dataDir, PGLITE_SYNC: "off" }, { args: ["--create", "--days", "7"] });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Database: the embedded database in ${dataDir} (DATA_DIR)`);
    expect(created.output).toContain("Last 7 days");
    const again = await run("server/cli/vip.ts", { DATA_DIR: dataDir, PGLITE_SYNC: "off" }, { args: ["list"] });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`Database: the embedded database in ${dataDir} (DATA_DIR)`);
  });

  it("a refused PostgreSQL connection in a command names DATABASE_URL and the command", async () => {
    const port = await freePort();
    const res = await run("server/cli/stats.ts", { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/site` });
    expectPlainFailure(res, "(DATABASE_URL)", "run npm run stats again");
  });

  it("a command reads .env from its folder, and the environment wins over the file", async () => {
    const cwd = tempDir("op-dotenv-");
    writeFileSync(path.join(cwd, ".env"), "PORT=eighty\n");
    const fromFile = await run("server/cli/stats.ts", {}, { cwd });
    expectPlainFailure(fromFile, "PORT", "(in the environment or .env)");
    const envWins = await run("server/cli/stats.ts", { PORT: "5000" }, { cwd });
    expectPlainFailure(envWins, `There is no database in ${path.join(cwd, "data")} (DATA_DIR)`);
  });

  it("a bad variable in a command names it", async () => {
    const res = await run("server/cli/stats.ts", { LIMIT_TIME_ZONE: "Mars/Olympus" });
    expectPlainFailure(res, "LIMIT_TIME_ZONE", "run npm run stats again");
  });
});
