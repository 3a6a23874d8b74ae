import { Readable, Writable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { BackupError, backupToBuffer, codeMigrationLevel, readBackup, restoreBackup, schemaTables, summarizeBackup, writeBackup } from "./backup";
import { SEED, seed, snapshot } from "./backup-test-data";

const reader = (bytes: Buffer) => readBackup(Readable.from([bytes]));
/** A backup file with its lines changed, as someone editing or truncating it would. */
const edited = (bytes: Buffer, edit: (lines: string[]) => string[]) => gzipSync(edit(gunzipSync(bytes).toString("utf8").trimEnd().split("\n")).join("\n") + "\n");

describe.each(testDatabaseKinds())("backup and restore on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("knows every table of the schema, parents before children", () => {
    const tables = schemaTables();
    expect(
      tables.filter((t) => !(t in SEED)),
      "seed the new table in SEED",
    ).toEqual([]);
    expect(tables.indexOf("blog_posts")).toBeLessThan(tables.indexOf("blog_post_views"));
    expect(tables.indexOf("vip_codes")).toBeLessThan(tables.indexOf("vip_uses"));
  });

  it("backs up, survives changes to every table, and restores every row as it was", async () => {
    await seed(database.db);
    const before = await snapshot(database.db);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);

    const bytes = await backupToBuffer(database);
    const summary = await summarizeBackup(await reader(bytes));
    expect(summary.migration).toEqual(codeMigrationLevel());
    expect(summary.source).toBe(database.kind);
    expect(summary.version).toBe(2);
    expect(Object.keys(summary.tableRows)).toEqual(schemaTables());

    // Change everything: new rows, edits, deletions (cascading), in every table.
    await seed(database.db).catch(() => {}); // some seeds collide on unique keys; those that do not add rows
    await database.db.execute(sql`update blog_posts set views = views + 1000, tags = array['changed']`);
    await database.db.execute(sql`delete from vip_codes where note = 'for Ravi'`);
    await database.db.execute(sql`update app_settings set value = 'changed'`);
    await database.db.execute(sql`delete from daily_counts where metric = 'chat_message'`);
    await database.db.execute(sql`insert into daily_counts (metric, subject, day, count) values ('tool_use', 'ff-name-generator', '2025-07-05', 1)`);
    await database.db.execute(sql`update likes_free_uses set status = 'confirmed'`);
    expect(await snapshot(database.db)).not.toEqual(before);

    const restored = await restoreBackup(database, await reader(bytes));
    expect(restored.rows).toBe(summary.rows);
    expect(await snapshot(database.db)).toEqual(before);

    // Sequences continue after the restored ids: a new VIP code gets the next id, not a duplicate.
    const inserted = (await database.db.execute(sql`insert into vip_codes (code_hash, expires_at) values ('hash3', now()) returning id`)) as unknown as { rows: { id: number }[] };
    const maxBefore = Math.max(...before.vip_codes!.map((row) => Number(/^\((\d+),/.exec(String(row))![1])));
    expect(inserted.rows[0]!.id).toBe(maxBefore + 1);
    await database.db.execute(sql`insert into blog_posts (slug, title, excerpt, content, category, tags, read_time, created_at) values ('c', 'C', 'x', 'y', 'z', '{}', 1, now())`);
  });

  it("refuses a backup from another migration level, a file cut short or changed, and changes nothing", async () => {
    const current = await snapshot(database.db);
    const bytes = await backupToBuffer(database);
    const older = edited(bytes, ([header, ...rest]) => [JSON.stringify({ ...JSON.parse(header!), migration: { count: 1, tag: "0000_init", when: 1 } }), ...rest]);
    await expect(restoreBackup(database, await reader(older))).rejects.toThrow(
      new BackupError(
        `the backup was made at migration 0000_init and this database is at ${codeMigrationLevel().tag}: restore it with the version of the site that made it, then start this version (it migrates the data)`,
      ),
    );
    const withoutEnd = edited(bytes, (lines) => lines.slice(0, -1));
    await expect(restoreBackup(database, await reader(withoutEnd))).rejects.toThrow(
      new BackupError("it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)"),
    );
    await expect(restoreBackup(database, await reader(bytes.subarray(0, bytes.length - 40)))).rejects.toThrow(BackupError);
    const broken = edited(bytes, (lines) => [
      ...lines.slice(0, -1),
      `{"table":"vip_uses","count":1,"rows":[{"id":1,"code_id":999999,"ip_hash":"x","uid":"1","region":"IND","likes_added":1,"used_at":"2025-01-01T00:00:00Z"}]}`,
      lines.at(-1)!,
    ]);
    await expect(restoreBackup(database, await reader(broken))).rejects.toThrow(); // a foreign key fails (or the count): the whole restore rolls back
    expect(await snapshot(database.db)).toEqual(current);
  });

  it("reads every table in batches: a batch size of 1 makes one line per row and restores the same rows", async () => {
    const before = await snapshot(database.db);
    const chunks: Buffer[] = [];
    const summary = await writeBackup(database, new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) }), { batchRows: 1 });
    const bytes = Buffer.concat(chunks);
    const lines = gunzipSync(bytes).toString("utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(summary.rows + 2); // header, one line per row, end
    await restoreBackup(database, await reader(bytes));
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("lets the server's own writes run while it reads: a write made mid-backup is done before the backup is", async () => {
    // On the embedded database the backup shares the one connection: one transaction around it made
    // every request wait for its end (13 s for 1 M rows). Between two batches a write now gets in.
    let batches = 0;
    let write: Promise<number> | undefined;
    let backupDone = 0;
    const sink = new Writable({ write: (_c: Buffer, _e, cb) => cb() });
    const backup = writeBackup(database, sink, {
      batchRows: 1,
      onBatch: () => {
        if (++batches !== 3) return;
        write = database.db
          .execute(sql`insert into app_settings (key, value) values ('backup-probe', '1') on conflict (key) do update set value = '2'`)
          .then(() => performance.now());
      },
    }).then((summary) => ((backupDone = performance.now()), summary));
    const summary = await backup;
    expect(write).toBeDefined();
    const writeDone = await write!;
    expect(summary.rows).toBeGreaterThan(10);
    expect(writeDone).toBeLessThan(backupDone);
    await database.db.execute(sql`delete from app_settings where key = 'backup-probe'`);
  });

  it("fails, and does not hang, when its destination fails part-way (a full disk, a client gone)", async () => {
    let written = 0;
    const full = new Writable({
      highWaterMark: 16,
      write: (chunk: Buffer, _e, cb) => {
        written += chunk.length;
        cb(written > 64 ? new Error("ENOSPC: no space left on device") : null);
      },
    });
    await expect(writeBackup(database, full, { batchRows: 1 })).rejects.toThrow();
  });

  it("still restores a version 1 backup (one JSON document, gzip'd)", async () => {
    const before = await snapshot(database.db);
    const v2 = gunzipSync(await backupToBuffer(database))
      .toString("utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const tables: Record<string, unknown[]> = Object.fromEntries(schemaTables().map((t) => [t, []]));
    for (const line of v2.slice(1, -1)) tables[line.table as string]!.push(...(line.rows as unknown[]));
    const v1 = gzipSync(JSON.stringify({ ...v2[0], version: 1, tables }));
    await database.db.execute(sql`delete from vip_uses`);
    const restored = await restoreBackup(database, await reader(v1));
    expect(restored.version).toBe(1);
    expect(await snapshot(database.db)).toEqual(before);
  });
});

describe("reading a file that is not a backup", () => {
  it.each([
    ["plain text", Buffer.from("not a backup"), "it is not a backup written by npm run db:backup"],
    ["other JSON", Buffer.from(JSON.stringify({ hello: 1 })), "it is not a backup written by npm run db:backup"],
    [
      "a newer version",
      Buffer.from(JSON.stringify({ format: "creator-site-backup", version: 9, tables: {}, migration: {} })),
      "it is backup format version 9; this code reads versions 1 and 2",
    ],
    [
      "a gzip cut after 10 bytes",
      gzipSync(JSON.stringify({ format: "creator-site-backup", version: 2 })).subarray(0, 10),
      "it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)",
    ],
    ["an empty file", Buffer.alloc(0), "it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)"],
  ])("refuses %s", async (_name, bytes, message) => {
    await expect(readBackup(Readable.from([bytes]))).rejects.toThrow(new BackupError(message));
  });
});
