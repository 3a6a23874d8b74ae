/**
 * Part "backup-live" (docs/decisions/055): a backup of PROVE_LIVE_BACKUP_ROWS view rows (default
 * 1,000,000) on the embedded database, taken the way an operator takes it while the server runs
 * (`npm run db:backup` asks the server), while a poller asks `/api/health` and sends a write (the
 * site's body-less `POST /api/tool-usage/uid-generator`) every 100 ms. The backup shares PGlite's
 * one connection with the site: no health answer may be 503 and no write may take 1 s or more.
 *
 *   PROVE_ONLY=backup-live npm run prove
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../../server/db/client";
import { isolatedEnv } from "../../server/test/isolated-env";
import { tinySite } from "../../server/test/tiny-site";
import { TEST_BLOG_DIR } from "../../test/fixtures/blog";
import { TEST_SITE_DIR } from "../../test/fixtures/site";
import { REPO_ROOT, startServer } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const ROWS = Number(process.env.PROVE_LIVE_BACKUP_ROWS ?? 1_000_000);
const TOKEN = "prove-backup-live-token-0123456789abcdef";
/** The slowest write allowed while the backup runs. */
export const WRITE_TARGET_MS = 1000;

type Sample = { at: number; ms: number; status: number };

async function timed(url: string, init?: RequestInit): Promise<Sample> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { at: started, ms: Date.now() - started, status: res.status };
  } catch {
    return { at: started, ms: Date.now() - started, status: 0 };
  }
}

export const backupLivePart: ProvePart = {
  name: "backup-live",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const row = (check: string, target: string, measured: string, ok: boolean) => rows.push({ part: "backup-live", check, target, measured, ok });
    const work = mkdtempSync(path.join(tmpdir(), "prove-backup-live-"));
    const dataDir = path.join(work, "data");
    try {
      let t = Date.now();
      const seed = await openPglite(dataDir);
      await seed.db.execute(
        sql`insert into blog_posts (slug, title, excerpt, content, category, tags, read_time, views, listed, created_at, synced_at) values ('p', 'P', 'x', 'y', 'Tips', array['a'], 1, 0, true, now(), now())`,
      );
      await seed.db.execute(
        sql`insert into blog_post_views (post_id, ip_hash, day) select (select id from blog_posts where slug = 'p'), 'h' || g, current_date - (g % 30) from generate_series(1, ${ROWS}) g`,
      );
      await seed.close();
      const seedS = (Date.now() - t) / 1000;

      const server = await startServer(
        { DATA_DIR: dataDir, CLIENT_DIR: tinySite(), SITE_DIR: TEST_SITE_DIR, BLOG_DIR: TEST_BLOG_DIR, ADMIN_TOKEN: TOKEN, TRUST_PROXY: "127.0.0.1" },
        { readyTimeoutMs: 180_000 },
      );
      try {
        const health: Sample[] = [];
        const writes: Sample[] = [];
        let polling = true;
        let visitor = 0;
        const poller = (async () => {
          while (polling) {
            health.push(await timed(`${server.origin}/api/health`));
            // A new visitor each time (the burst limit is per address): the body-less call the site's page makes.
            const from = `198.51.100.${(visitor++ % 250) + 1}`;
            writes.push(
              await timed(`${server.origin}/api/tool-usage/uid-generator`, {
                method: "POST",
                headers: { origin: server.origin, "sec-fetch-site": "same-origin", "x-forwarded-for": from },
              }),
            );
            await new Promise((r) => setTimeout(r, 100));
          }
        })();
        await new Promise((r) => setTimeout(r, 1000));
        const backupFile = path.join(work, "backup.json.gz");
        t = Date.now();
        const backup = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "server/cli/db-backup.ts"), backupFile], {
            cwd: REPO_ROOT,
            env: isolatedEnv({ LOG_LEVEL: "silent", DATA_DIR: dataDir, PORT: String(server.port), HOST: "127.0.0.1", ADMIN_TOKEN: TOKEN }),
          });
          let out = "";
          child.stdout.on("data", (d: Buffer) => (out += d.toString()));
          child.stderr.on("data", (d: Buffer) => (out += d.toString()));
          child.on("error", reject);
          child.on("close", (code) => resolve({ code, out: out.trim() }));
        });
        const end = Date.now();
        const backupS = (end - t) / 1000;
        await new Promise((r) => setTimeout(r, 500));
        polling = false;
        await poller;
        const during = (s: Sample[]) => s.filter((x) => x.at >= t && x.at <= end);
        const h = during(health);
        const w = during(writes);
        const badHealth = h.filter((x) => x.status !== 200);
        const slowest = Math.max(0, ...w.map((x) => x.ms));
        const badWrites = w.filter((x) => x.status !== 204);
        const written = /(\d[\d,]*) rows/.exec(backup.out)?.[1] ?? "?";
        row(
          `db:backup of ${ROWS.toLocaleString("en")} view rows on the embedded database, the server running`,
          "exit 0; every row in the file",
          `exit ${backup.code} in ${backupS.toFixed(1)} s; ${written} rows; ${statSync(backupFile, { throwIfNoEntry: false })?.size ?? 0} bytes; seeded in ${seedS.toFixed(1)} s${backup.code === 0 ? "" : `; said: ${backup.out.slice(-300)}`}`,
          backup.code === 0 && Number(written.replace(/,/g, "")) >= ROWS,
        );
        row(
          "GET /api/health while the backup runs",
          "no 503, every answer 200",
          `${h.length} asked during the backup; ${badHealth.length} not 200${badHealth.length ? ` (${[...new Set(badHealth.map((x) => x.status))].join(", ")})` : ""}; slowest ${Math.max(0, ...h.map((x) => x.ms))} ms`,
          h.length > 0 && badHealth.length === 0,
        );
        row(
          "a write (POST /api/tool-usage, body-less) while the backup runs",
          `every one 204, within ${WRITE_TARGET_MS} ms`,
          `${w.length} sent during the backup; ${badWrites.length} not 204; slowest ${slowest} ms`,
          w.length > 0 && badWrites.length === 0 && slowest < WRITE_TARGET_MS,
        );
      } finally {
        await server.stop();
      }
      return rows;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
