import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ERRNO_CODES } from "@electric-sql/pglite/basefs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { DurableNodeFS } from "./durable-node-fs";

const made: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "durable-fs-"));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("DurableNodeFS", () => {
  it("syncs to disk before each commit is answered, and only when durable", async () => {
    const dir = freshDir();
    await (await openPglite(dir, { sync: false })).close(); // a migrated folder, made quickly

    const fs = new DurableNodeFS(dir);
    const pg = new PGlite({ fs });
    await pg.waitReady;
    await pg.exec("create table t (id serial primary key, v text)");
    for (let i = 0; i < 5; i++) {
      const before = fs.syncs.files;
      await pg.query("insert into t (v) values ($1)", [`row ${i}`]);
      expect(fs.syncs.files, `commit ${i} answered without a sync`).toBeGreaterThan(before);
    }
    fs.durable = false;
    const before = fs.syncs.files;
    await pg.query("insert into t (v) values ('fast')");
    expect(fs.syncs.files).toBe(before);
    await pg.close();

    const plain = new PGlite(dir); // the folder stays PGlite's ordinary format
    expect((await plain.query<{ n: number }>("select count(*)::int as n from t")).rows).toEqual([{ n: 6 }]);
    await plain.close();
  }, 60_000);

  it("reports a missing file to PGlite as Emscripten's ENOENT", () => {
    const fs = new DurableNodeFS(freshDir());
    expect(() => fs.lstat("/no/such/file")).toThrow(expect.objectContaining({ code: ERRNO_CODES.ENOENT }));
  });

  it("openPglite creates a new folder, synced, that keeps its rows across a reopen", async () => {
    const dir = freshDir();
    const first = await openPglite(dir);
    await first.db.execute(sql`insert into app_settings (key, value) values ('k', 'v')`);
    await first.close();
    const again = await openPglite(dir);
    const rows = (await again.db.execute(sql`select value from app_settings where key = 'k'`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ value: "v" }]);
    await again.close();
  }, 90_000);
});
