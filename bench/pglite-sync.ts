/**
 * What PGLITE_SYNC=on costs per write: the same single-row inserts (each its own commit) on one
 * PGlite folder through PGlite's NodeFS (no sync) and through DurableNodeFS (fdatasync per write).
 * `npx tsx bench/pglite-sync.ts [N]`; numbers in README "Backup and restore" and decision 022.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DurableNodeFS } from "../server/db/durable-node-fs";

const N = Number(process.argv[2] ?? 300);

async function measure(pg: PGlite): Promise<{ insertMs: number; readMs: number }> {
  await pg.waitReady;
  let t = performance.now();
  for (let i = 0; i < N; i++) await pg.query("insert into bench (v) values ($1)", [`row ${i}`]);
  const insertMs = (performance.now() - t) / N;
  t = performance.now();
  for (let i = 0; i < N; i++) await pg.query("select v from bench where id = $1", [i + 1]);
  const readMs = (performance.now() - t) / N;
  await pg.close();
  return { insertMs, readMs };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-sync-"));
  try {
    const setup = new PGlite(dir);
    await setup.exec("create table bench (id serial primary key, v text not null)");
    await setup.close();
    const rows: Record<string, string | number>[] = [];
    for (let round = 0; round < 2; round++) {
      const plain = await measure(new PGlite(dir));
      const fs = new DurableNodeFS(dir);
      const synced = await measure(new PGlite({ fs }));
      rows.push(
        { round, fs: "NodeFS (PGLITE_SYNC=off)", "ms/insert": plain.insertMs.toFixed(2), "ms/read": plain.readMs.toFixed(2), "fdatasync/insert": 0 },
        { round, fs: "DurableNodeFS (on)", "ms/insert": synced.insertMs.toFixed(2), "ms/read": synced.readMs.toFixed(2), "fdatasync/insert": (fs.syncs.files / N).toFixed(2) },
      );
    }
    console.log(`${N} single-row commits per run, folder ${dir}`);
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
