/**
 * Part "backups": `npm run db:backup` and `npm run db:restore` as the operator runs them, on a
 * PostgreSQL database of PROVE_BACKUP_ROWS view rows (default 2,000,000), with the default
 * database timeouts (5 s a statement): a backup is streamed table by table in batches, so neither
 * a statement nor a string grows with the table. The targets are the times the README promises.
 *
 *   PROVE_ONLY=backups npm run prove
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPostgres } from "../../server/db/client";
import { isolatedEnv } from "../../server/test/isolated-env";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./lib/postgres";
import { REPO_ROOT } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const ROWS = Number(process.env.PROVE_BACKUP_ROWS ?? 2_000_000);
/** README "Backups": the times promised for 2 million rows on a small machine. */
export const BACKUP_TARGET_S = 120;
export const RESTORE_TARGET_S = 300;

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "server/cli", `${script}.ts`), ...args], {
      cwd: REPO_ROOT,
      env: isolatedEnv({ LOG_LEVEL: "silent", ...env }),
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out: out.trim(), seconds: (Date.now() - started) / 1000 }));
  });
}

/** The view rows in a fixed order, hashed: equal on both databases only if every row came back. */
const fingerprint = async (db: ThrowawayDatabase) =>
  (
    await db.query<{ n: string; h: string }>(
      "select count(*) as n, md5(string_agg(post_id || ':' || ip_hash || ':' || day, ',' order by post_id, day, ip_hash)) as h from blog_post_views",
    )
  )[0]!;

export const backupsPart: ProvePart = {
  name: "backups",
  async run(): Promise<ProveRow[]> {
    const source = await createThrowawayDatabase();
    const target = await createThrowawayDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), "prove-backups-"));
    try {
      for (const db of [source, target]) await (await openPostgres(db.url)).close(); // migrated, as a server leaves it
      await source.query("insert into blog_posts (slug, title, excerpt, content, category, tags, read_time, created_at) values ('p', 'P', 'x', 'y', 'z', '{}', 1, now())");
      await source.query(
        `insert into blog_post_views (post_id, ip_hash, day) select (select id from blog_posts), md5(i::text), date '2025-01-01' + (i % 365) from generate_series(1, ${ROWS}) i`,
      );
      const file = path.join(dir, "big.json.gz");
      const backup = await run("db-backup", [file], { DATABASE_URL: source.url });
      const restore = await run("db-restore", [file], { DATABASE_URL: target.url, BACKUP_DIR: dir });
      const [before, after] = [await fingerprint(source), await fingerprint(target)];
      const mb = backup.code === 0 ? (statSync(file).size / 1e6).toFixed(0) : "-";
      const rows = ROWS.toLocaleString("en");
      return [
        {
          part: "backups",
          check: `db:backup of ${rows} view rows, default timeouts`,
          target: `exit 0 within ${BACKUP_TARGET_S} s`,
          measured: backup.code === 0 ? `${backup.seconds.toFixed(1)} s, ${mb} MB` : backup.out.slice(0, 200),
          ok: backup.code === 0 && backup.seconds <= BACKUP_TARGET_S,
        },
        {
          part: "backups",
          check: `db:restore of that file into an empty database`,
          target: `exit 0 within ${RESTORE_TARGET_S} s`,
          measured: restore.code === 0 ? `${restore.seconds.toFixed(1)} s` : restore.out.slice(0, 200),
          ok: restore.code === 0 && restore.seconds <= RESTORE_TARGET_S,
        },
        {
          part: "backups",
          check: "every view row restored",
          target: `${rows} rows, same fingerprint`,
          measured: `${Number(after.n).toLocaleString("en")} rows, fingerprint ${after.h === before.h ? "same" : "different"}`,
          ok: Number(after.n) === ROWS && after.h === before.h,
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  },
};
