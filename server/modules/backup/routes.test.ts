import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { Readable } from "node:stream";
import { readBackup, schemaTables, summarizeBackup } from "../../db/backup";
import { runScheduledBackup } from "../../db/backup-schedule";
import { openPglite, type Database } from "../../db/client";
import { testConfig } from "../../test/test-config";
import { BACKUP_MESSAGES, BACKUP_PATH } from "./routes";

const TOKEN = "route-test-token-0123456789-abcdefghijklmnop";

describe(`GET ${BACKUP_PATH}`, () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openPglite("memory://");
    app = await buildApp(testConfig({ ADMIN_TOKEN: TOKEN }), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a backup of every table to the local command with the admin token", async () => {
    const res = await app.inject({ url: BACKUP_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="backup-\d{8}-\d{6}Z\.json\.gz"$/);
    expect(Object.keys((await summarizeBackup(await readBackup(Readable.from([res.rawPayload])))).tableRows)).toEqual(schemaTables());
  });

  it.each([
    ["no token", {}, 401, BACKUP_MESSAGES.wrongToken],
    ["a wrong token", { authorization: `Bearer ${TOKEN}x` }, 401, BACKUP_MESSAGES.wrongToken],
    ["the token as a cookie-less Basic header", { authorization: `Basic ${TOKEN}` }, 401, BACKUP_MESSAGES.wrongToken],
    ["a request that came through a proxy", { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "127.0.0.1" }, 403, BACKUP_MESSAGES.notLocal],
  ])("refuses %s", async (_name, headers, status, message) => {
    const res = await app.inject({ url: BACKUP_PATH, headers });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
  });

  it("refuses a peer that is not this machine, even with the token", async () => {
    const res = await app.inject({ url: BACKUP_PATH, remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Backups are served only to this machine (127.0.0.1 or ::1), not through a proxy." });
  });

  it("is off without ADMIN_TOKEN, saying how to turn it on", async () => {
    const off = await buildApp(testConfig(), { database });
    const res = await off.inject({ url: BACKUP_PATH, headers: { authorization: "Bearer anything" } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: BACKUP_MESSAGES.disabled });
    await off.close();
  });
});

describe("scheduled backups", () => {
  let database: Database;
  const dir = mkdtempSync(path.join(tmpdir(), "backups-"));
  beforeAll(async () => {
    database = await openPglite("memory://");
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a time-named backup each run and keeps only the newest BACKUP_KEEP, never touching other files", async () => {
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    const log = pino({ level: "silent" });
    for (const hour of ["01", "02", "03"]) {
      const file = await runScheduledBackup({ database, dir, intervalMs: 1, keep: 2, log, now: () => new Date(`2026-11-24T${hour}:00:00Z`) });
      expect(file).toBe(path.join(dir, `backup-20261124-${hour}0000Z.json.gz`));
    }
    expect(readdirSync(dir).sort()).toEqual(["backup-20261124-020000Z.json.gz", "backup-20261124-030000Z.json.gz", "notes.txt"]);
  });

  it("logs a failed run instead of throwing (the site keeps serving)", async () => {
    const errors: unknown[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const file = await runScheduledBackup({ database, dir: path.join(dir, "notes.txt", "sub"), intervalMs: 1, keep: 2, log });
    expect(file).toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ msg: "scheduled backup failed" })]);
  });
});
