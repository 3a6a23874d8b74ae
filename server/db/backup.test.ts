import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { BackupError, codeMigrationLevel, createBackup, decodeBackup, encodeBackup, restoreBackup, schemaTables, type Backup } from "./backup";
import { SEED, seed, snapshot } from "./backup-test-data";

describe.each(testDatabaseKinds())("backup and restore on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("knows every table of the schema, parents before children", () => {
    const tables = schemaTables();
    expect(tables.filter((t) => !(t in SEED)), "seed the new table in SEED").toEqual([]);
    expect(tables.indexOf("blog_posts")).toBeLessThan(tables.indexOf("blog_post_views"));
    expect(tables.indexOf("vip_codes")).toBeLessThan(tables.indexOf("vip_uses"));
  });

  it("backs up, survives changes to every table, and restores every row as it was", async () => {
    await seed(database.db);
    const before = await snapshot(database.db);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);

    const backup = decodeBackup(encodeBackup(await createBackup(database)));
    expect(backup.migration).toEqual(codeMigrationLevel());
    expect(backup.source).toBe(database.kind);

    // Change everything: new rows, edits, deletions (cascading), in every table.
    await seed(database.db).catch(() => {}); // some seeds collide on unique keys; those that do not add rows
    await database.db.execute(sql`update blog_posts set views = views + 1000, tags = array['changed']`);
    await database.db.execute(sql`delete from vip_codes where note = 'for Ravi'`);
    await database.db.execute(sql`update app_settings set value = 'changed'`);
    await database.db.execute(sql`delete from daily_counts where metric = 'chat_message'`);
    await database.db.execute(sql`insert into daily_counts (metric, subject, day, count) values ('tool_use', 'ff-name-generator', '2025-07-05', 1)`);
    await database.db.execute(sql`update likes_free_uses set status = 'confirmed'`);
    expect(await snapshot(database.db)).not.toEqual(before);

    await restoreBackup(database, backup);
    expect(await snapshot(database.db)).toEqual(before);

    // Sequences continue after the restored ids: a new VIP code gets the next id, not a duplicate.
    const inserted = (await database.db.execute(
      sql`insert into vip_codes (code_hash, expires_at) values ('hash3', now()) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const maxBefore = (backup.tables.vip_codes as { id: number }[]).reduce((m, r) => Math.max(m, r.id), 0);
    expect(inserted.rows[0]!.id).toBe(maxBefore + 1);
    await database.db.execute(sql`insert into blog_posts (slug, title, excerpt, content, category, tags, read_time, created_at) values ('c', 'C', 'x', 'y', 'z', '{}', 1, now())`);
  });

  it("refuses a backup from another migration level and changes nothing", async () => {
    const current = await snapshot(database.db);
    const backup = await createBackup(database);
    const older: Backup = { ...backup, migration: { count: 1, tag: "0000_init", when: 1 } };
    await expect(restoreBackup(database, older)).rejects.toThrow(
      new BackupError(
        `the backup was made at migration 0000_init and this database is at ${codeMigrationLevel().tag}: restore it with the version of the site that made it, then start this version (it migrates the data)`,
      ),
    );
    const broken: Backup = { ...backup, tables: { ...backup.tables, vip_uses: [{ id: 1, code_id: 999_999, ip_hash: "x", uid: "1", region: "IND", likes_added: 1, used_at: "2025-01-01T00:00:00Z" }] } };
    await expect(restoreBackup(database, broken)).rejects.toThrow(); // a foreign key fails: the whole restore rolls back
    expect(await snapshot(database.db)).toEqual(current);
  });
});

describe("decodeBackup", () => {
  it.each([
    [Buffer.from("not a backup"), "it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)"],
    [Buffer.from(JSON.stringify({ hello: 1 })), "it is not a backup written by npm run db:backup"],
    [Buffer.from(JSON.stringify({ format: "creator-site-backup", version: 9, tables: {}, migration: {} })), "it is backup format version 9; this code reads version 1"],
    [encodeBackup({ format: "creator-site-backup", version: 1 } as Backup).subarray(0, 10), "it is not a backup written by npm run db:backup (not gzip-compressed JSON, or cut short)"],
  ])("refuses %s", (bytes, message) => {
    expect(() => decodeBackup(bytes)).toThrow(new BackupError(message));
  });
});
