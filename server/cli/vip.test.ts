/** The real command in its own process, opening the database from the environment like the server. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "../db/data-dir-lock";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { isolatedEnv } from "../test/isolated-env";

const made: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vip-"));
  made.push(dir);
  return dir;
}
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function vip(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/vip.ts", ...args], {
      env: isolatedEnv({ LOG_LEVEL: "silent", ...env }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run vip (process)", () => {
  it("prints the usage and exits 2 without a command", async () => {
    const res = await vip([], { DATA_DIR: freshDir() });
    expect(res.code).toBe(2);
    expect(res.stdout).toContain("npm run vip -- issue --days N");
  });

  it("refuses to open an embedded database the server is using, and says what to do", async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "PG_VERSION"), "17\n"); // the server's folder holds a database
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), String(process.pid)); // this test process plays the server
    const res = await vip(["list"], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`Could not open the database in ${dataDir} (DATA_DIR): it is in use (pid ${process.pid}, probably the server).`);
    expect(res.stderr).toContain("stop the server, run this command, then start the server again");
  });
});

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");

describe.skipIf(!postgres)("npm run vip against PostgreSQL (DATABASE_URL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(() => database.close());

  it("issues, lists and revokes while another process (the server) uses the same database", async () => {
    const env = { DATABASE_URL: database.url! };
    const issued = await vip(["issue", "--days", "7", "--note", "cli test"], env);
    expect(issued.code).toBe(0);
    const code = /VIP(-[A-Z0-9]{5}){5}/.exec(issued.stdout)?.[0];
    expect(code).toBeDefined();
    const list = await vip(["list"], env);
    expect(list.stdout).toMatch(/1 {2}active .* cli test/);
    expect(list.stdout).not.toContain(code);
    const revoked = await vip(["revoke", code!], env);
    expect(revoked.stdout.trim()).toBe("VIP code #1 revoked.");
    const bad = await vip(["issue", "--days", "1", "--nope"], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Usage:");
  });
});
