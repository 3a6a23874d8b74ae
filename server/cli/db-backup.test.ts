/**
 * The backup commands as the operator runs them (own processes, environment only), on a PGlite
 * folder with the server stopped and running, and on PostgreSQL while another pool uses it.
 */
import { spawn } from "node:child_process";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { codeMigrationLevel, schemaTables } from "../db/backup";
import { seed, snapshot } from "../db/backup-test-data";
import pg from "pg";
import { openPglite, SERVER_APPLICATION_NAME } from "../db/client";
import { testConfig } from "../test/test-config";
import { testDatabaseKinds } from "../test/test-databases";
import { isolatedEnv } from "../test/isolated-env";

const TOKEN = "backup-test-token-0123456789-abcdefghijklmnop";
const PORT = "4231";
const made: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "db-backup-"));
  made.push(dir);
  return dir;
}
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Run = { code: number | null; stdout: string; stderr: string };
function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `server/cli/${script}.ts`, ...args], {
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
const writtenFile = (r: Run) => /^Backup written: (\S+) /.exec(r.stdout)?.[1];

/** A PGlite folder holding rows in every table; closed again so a command may open it. */
async function seededFolder(): Promise<string> {
  const dir = freshDir();
  const database = await openPglite(dir, { sync: false }); // test-side setup and checks; the commands run synced
  await seed(database.db);
  await database.close();
  return dir;
}

async function folderSnapshot(dir: string) {
  const database = await openPglite(dir, { sync: false }); // test-side setup and checks; the commands run synced
  try {
    return await snapshot(database.db);
  } finally {
    await database.close();
  }
}

async function changeFolder(dir: string) {
  const database = await openPglite(dir, { sync: false }); // test-side setup and checks; the commands run synced
  await database.db.execute(sql`update blog_posts set views = 0`);
  await database.db.execute(sql`delete from vip_codes`);
  await database.close();
}

describe("npm run db:backup / db:restore on PGlite", () => {
  it("with the server stopped: backs up the folder, and restores every row after changes", async () => {
    const dataDir = await seededFolder();
    const backupDir = freshDir();
    const before = await folderSnapshot(dataDir);
    const backup = await run("db-backup", [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(backup.stderr).toBe("");
    const level = `${schemaTables().length} tables, migration ${codeMigrationLevel().tag}`;
    expect(backup.stdout).toMatch(new RegExp(`^Backup written: .*backup-\\d{8}-\\d{6}Z\\.json\\.gz \\(\\d+ rows in ${level}, pglite database\\)\\.\\n$`));
    const file = writtenFile(backup)!;
    expect(path.dirname(file)).toBe(backupDir);

    await changeFolder(dataDir);
    expect(await folderSnapshot(dataDir)).not.toEqual(before);
    const restore = await run("db-restore", [file], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file}:`);
    expect(await folderSnapshot(dataDir)).toEqual(before);
    expect(readdirSync(backupDir).some((n) => n.endsWith("-before-restore.json.gz"))).toBe(true);
  }, 180_000);

  describe("while the server runs", () => {
    let app: FastifyInstance;
    let dataDir: string;
    afterAll(() => app?.close());

    it("gets a consistent backup from the running server, and refuses to restore under it", async () => {
      dataDir = await seededFolder();
      app = await buildApp(testConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN }));
      await app.listen({ port: Number(PORT), host: "127.0.0.1" });
      const out = freshDir();
      const env = { DATA_DIR: dataDir, PORT, ADMIN_TOKEN: TOKEN };

      const before = await snapshot(app.database.db); // the server added the blog folder's posts at start
      const backup = await run("db-backup", [path.join(out, "site.json.gz")], env);
      expect(backup.stderr).toBe("");
      expect(writtenFile(backup)).toBe(path.join(out, "site.json.gz"));

      const noToken = await run("db-backup", [out], { DATA_DIR: dataDir, PORT });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toBe(
        `The server (pid ${process.pid}) holds the database in ${dataDir} (DATA_DIR), so the backup must come from it: set ADMIN_TOKEN to the server's value and run npm run db:backup again, or stop the server first.\n`,
      );
      const wrongToken = await run("db-backup", [out], { ...env, ADMIN_TOKEN: "x".repeat(40) });
      expect(wrongToken.stderr).toBe(`The server at http://127.0.0.1:${PORT}/api/admin/backup refused the backup (HTTP 401): That token is not right.\n`);
      const wrongPort = await run("db-backup", [out], { ...env, PORT: "4239" });
      expect(wrongPort.stderr).toMatch(
        /^The database in .* is in use \(pid \d+\), but no server answered at http:\/\/127\.0\.0\.1:4239\/api\/admin\/backup \(.*\): set PORT to the server's port, or stop the process that holds the folder\.\n$/,
      );

      await app.database.db.execute(sql`update blog_posts set views = 12345`); // the site keeps working
      const refused = await run("db-restore", [path.join(out, "site.json.gz")], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`The server (pid ${process.pid}) is using the database in ${dataDir} (DATA_DIR): stop it, run npm run db:restore again, then start it.\n`);

      await app.close();
      const restored = await run("db-restore", [path.join(out, "site.json.gz")], { DATA_DIR: dataDir, BACKUP_DIR: out });
      expect(restored.code).toBe(0);
      expect(await folderSnapshot(dataDir)).toEqual(before);
    }, 180_000);
  });

  it.each([
    [["/nonexistent/backup.json.gz"], "Cannot read /nonexistent/backup.json.gz: no such file. Give the path of a backup file.\n"],
    [["package.json"], `Cannot restore ${path.resolve("package.json")}: it is not a backup written by npm run db:backup.\n`],
    [[], "Usage: npm run db:restore -- FILE [--force]\n"],
  ])("db:restore %j says what is wrong in one line", async (args, message) => {
    const res = await run("db-restore", args, { DATA_DIR: freshDir() });
    expect(res.stderr).toBe(message);
    expect(res.code).not.toBe(0);
  });

  it("db:backup of a folder without a database says so", async () => {
    const dir = freshDir();
    const res = await run("db-backup", [], { DATA_DIR: dir });
    expect(res.stderr).toBe(`There is no database in ${dir} (DATA_DIR) yet: nothing to back up. Check DATA_DIR.\n`);
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(false);
  });
});

const postgres = testDatabaseKinds().find((k) => k.kind === "postgres");

describe.skipIf(!postgres)("on PostgreSQL (DATABASE_URL)", () => {
  it("backs up while another pool (a server) uses the database; restore asks for --force, then every row is back", async () => {
    const database = await postgres!.open();
    try {
      await seed(database.db);
      const before = await snapshot(database.db);
      const out = freshDir();
      const env = { DATABASE_URL: database.url!, BACKUP_DIR: out };
      const backup = await run("db-backup", [], env);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toContain("postgres database).");

      await database.db.execute(sql`delete from blog_posts`);
      // A server's connection, held open for the whole check (a pool closes idle ones after 10 s,
      // and starting a command can take that long on a busy machine).
      const server = new pg.Client({ connectionString: database.url!, application_name: SERVER_APPLICATION_NAME });
      await server.connect();
      try {
        const refused = await run("db-restore", [writtenFile(backup)!], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^\d+ other connection\(s\) use the PostgreSQL database at DATABASE_URL \(probably running servers\): stop them and run npm run db:restore again, or run `npm run db:restore -- \S+ --force` and restart them afterwards\.\n$/,
        );
      } finally {
        await server.end();
      }
      // npm keeps a --force written before the `--` and passes npm_config_force=true instead: that counts too.
      const forced = await run("db-restore", [writtenFile(backup)!], { ...env, npm_config_force: "true" });
      expect(forced.stderr).toBe("");
      expect(forced.stdout).toContain("Restart the servers that use this database so they reload its settings.");
      expect(await snapshot(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("db:move-to-postgres copies every row of the embedded database, and refuses a non-empty target unless --replace", async () => {
    const dataDir = await seededFolder();
    const source = await folderSnapshot(dataDir);
    const target = await postgres!.open();
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: target.url! };
      const moved = await run("db-move-to-postgres", [], env);
      expect(moved.stderr).toBe("");
      const rows = Object.values(source).reduce((n, t) => n + t.length, 0);
      expect(moved.stdout).toContain(`Copied ${rows} rows from ${dataDir} into the PostgreSQL database at DATABASE_URL (`);
      expect(moved.stdout).not.toContain("postgres://"); // the URL may hold a password
      expect(await snapshot(target.db)).toEqual(source);

      const again = await run("db-move-to-postgres", [], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^The PostgreSQL database at DATABASE_URL already holds rows \(app_settings: 1, .*vip_codes: 2.*\): use an empty database, or run npm run db:move-to-postgres -- --replace to overwrite them with the embedded database's rows \(a backup of them is saved first\)\.\n$/,
      );
      await target.db.execute(sql`delete from vip_codes`);
      const edited = await snapshot(target.db);

      // A server still connected to the target: --replace refuses and changes nothing.
      // One connection held open as a server's pool holds them (a pool closes idle ones after 10 s).
      const server = new pg.Client({ connectionString: target.url!, application_name: SERVER_APPLICATION_NAME });
      await server.connect();
      const backupDir = freshDir();
      try {
        const refused = await run("db-move-to-postgres", ["--replace"], { ...env, BACKUP_DIR: backupDir });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^\d+ connection\(s\) of a running server use the PostgreSQL database at DATABASE_URL: stop every server that uses it, then run npm run db:move-to-postgres -- --replace again\.\n$/,
        );
        expect(await snapshot(target.db)).toEqual(edited);
      } finally {
        await server.end();
      }

      const replaced = await run("db-move-to-postgres", ["--replace"], { ...env, BACKUP_DIR: backupDir });
      expect(replaced.stderr).toBe("");
      expect(replaced.code).toBe(0);
      expect(await snapshot(target.db)).toEqual(source);
      expect(await folderSnapshot(dataDir)).toEqual(source); // the embedded database is left as it was
      // What the target held was saved first, and restores.
      const saved = /rows are saved in (\S+) /.exec(replaced.stdout)?.[1];
      expect(saved && path.dirname(saved)).toBe(backupDir);
      expect(saved).toMatch(/-before-move\.json\.gz$/);
      const back = await run("db-restore", [saved!, "--force"], { DATABASE_URL: target.url!, BACKUP_DIR: backupDir });
      expect(back.code).toBe(0);
      expect(await snapshot(target.db)).toEqual(edited);
    } finally {
      await target.close();
    }
  }, 240_000);

  it("db:backup, db:restore and db:move-to-postgres wait as long as the configured connect timeout, not a fixed 3 s", async () => {
    // A server that accepts connections and never answers, as a stalled database does.
    const sockets = new Set<Socket>();
    const heldMs: number[] = [];
    const silent = createServer((socket) => {
      sockets.add(socket);
      const at = Date.now();
      socket.on("close", () => heldMs.push(Date.now() - at));
      socket.on("error", () => {});
      socket.resume(); // read (and drop) what the client sends, so its hang-up is seen
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const dataDir = await seededFolder();
      const file = path.join(freshDir(), "site.json.gz");
      expect((await run("db-backup", [file], { DATA_DIR: dataDir })).code).toBe(0);
      const env = { DATABASE_URL: `postgres://site@127.0.0.1:${port}/site`, DB_CONNECT_TIMEOUT_MS: "8000", DATA_DIR: dataDir, BACKUP_DIR: freshDir() };
      for (const [script, args] of [
        ["db-backup", []],
        ["db-restore", [file]],
        ["db-move-to-postgres", []],
      ] as const) {
        heldMs.length = 0;
        const res = await run(script, [...args], env);
        expect(res.code, script).toBe(1);
        expect(res.stderr, script).toMatch(/^Could not connect to the PostgreSQL database at DATABASE_URL: .*timeout.*\. Check DATABASE_URL and that the database runs\.\n$/);
        // How long the command waited on the silent server before giving up: the configured 8 s,
        // not the fixed 3 s. (Longer, not shorter, than 3 s: a busy machine can only delay a timer.)
        for (let i = 0; i < 50 && heldMs.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
        expect(heldMs, script).toHaveLength(1);
        expect(heldMs[0], script).toBeGreaterThanOrEqual(7900);
      }
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 180_000);

  it("db:move-to-postgres without DATABASE_URL says what to set", async () => {
    const res = await run("db-move-to-postgres", [], { DATA_DIR: freshDir() });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe("Set DATABASE_URL to the PostgreSQL database to copy into (postgres://user:password@host:5432/name), then run npm run db:move-to-postgres again.\n");
  });
});
