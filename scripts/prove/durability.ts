/**
 * Durability: the server killed with SIGKILL under load, then restarted on the same
 * data, on PGlite (DATA_DIR) and on PostgreSQL. Load that produces recorded successes:
 *  - free likes, each from its own loopback source address (127.x.y.z) and UID: a 200 means a
 *    confirmed likes_free_uses row;
 *  - tool-usage POSTs: a 204 means one more tool_use in daily_counts;
 *  - blog reads by new visitors: a 200 means one more view of the post.
 * After the last round the server is stopped and the database opened directly to count what is
 * there. Then the graceful-shutdown check (graceful-shutdown.ts) runs.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sum } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { LOCK_FILE_NAME } from "../../server/db/data-dir-lock";
import { blogPosts, dailyCounts, likesFreeUses } from "../../server/db/schema";
import { sentAnswer, startFakeLikesUpstream } from "../../server/test/fake-likes-upstream";
import { gracefulShutdownRows } from "./graceful-shutdown";
import { send, type Answer } from "./lib/http-client";
import { createThrowawayDatabase } from "./lib/postgres";
import { killServer, startServer, type ServerProcess } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const PART = "durability";
const ROUNDS = 5;
const WORKERS = 12;
/** How long each round loads the server before the SIGKILL (varied, so the kill lands anywhere). */
const LOAD_MS = [700, 1300, 900, 1600, 1100];
const TOOL = "uid-generator";

type Tally = { likes: Set<string>; tools: number; views: number; attempted: number; failed: number };

/** A fresh loopback source address per visitor: 127.1.0.1, 127.1.0.2, … (never .0 or .255). */
function addressSource() {
  let n = 0;
  return () => {
    n++;
    const host = (n % 254) + 1;
    const rest = Math.floor(n / 254);
    return `127.${1 + Math.floor(rest / 256)}.${rest % 256}.${host}`;
  };
}

/** The kill waits for at least this many successes in the round (on a busy machine), up to MAX_LOAD_MS. */
const MIN_SUCCESSES_PER_ROUND = 15;
const MAX_LOAD_MS = 15_000;

async function driveLoad(server: ServerProcess, slug: string, ms: number, nextAddress: () => string, nextUid: () => string, tally: Tally) {
  const started = Date.now();
  const successes = () => tally.likes.size + tally.tools + tally.views;
  const before = successes();
  let killed = false;
  const failed = (err: unknown): Answer => ({ status: 0, body: String(err), headers: {} });
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const localAddress = nextAddress();
      tally.attempted++;
      const kind = (w + i) % 3;
      if (kind === 0) {
        const uid = nextUid();
        const res = await send(server.origin, "/api/ff-likes", { body: { uid, region: "ind" }, localAddress, timeoutMs: 5000 }).catch(failed);
        if (res.status === 200 && res.body.includes('"success":true')) tally.likes.add(uid);
        else if (res.status !== 200) tally.failed++;
      } else if (kind === 1) {
        const res = await send(server.origin, `/api/tool-usage/${TOOL}`, { body: {}, localAddress, timeoutMs: 5000 }).catch(failed);
        if (res.status === 204) tally.tools++;
        else tally.failed++;
      } else {
        const res = await send(server.origin, `/api/blog/${slug}`, { localAddress, timeoutMs: 5000 }).catch(failed);
        if (res.status === 200) tally.views++;
        else tally.failed++;
      }
    }
  };
  // The kill lands while the workers still send: it does not wait for them.
  const killer = async () => {
    while (Date.now() - started < MAX_LOAD_MS && (Date.now() - started < ms || successes() - before < MIN_SUCCESSES_PER_ROUND)) {
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill("SIGKILL");
    await server.exited;
    killed = true;
  };
  await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), killer()]);
}

/** Restarts on the same data: /api/health and a prerendered page must answer 200. */
async function startAndServe(env: Record<string, string>) {
  const started = Date.now();
  const server = await startServer(env);
  const readyMs = Date.now() - started;
  const page = await send(server.origin, "/").catch((err: unknown): Answer => ({ status: 0, body: String(err), headers: {} }));
  return { server, readyMs, pageStatus: page.status };
}

async function countRecorded(env: { DATABASE_URL?: string; DATA_DIR: string }, uids: Set<string>, slug: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const likes = await database.db.select({ uid: likesFreeUses.uid, status: likesFreeUses.status }).from(likesFreeUses);
    const confirmed = new Set(likes.filter((r) => r.status === "confirmed").map((r) => r.uid));
    const pending = likes.filter((r) => r.status === "pending").length;
    const [tools] = await database.db
      .select({ n: sum(dailyCounts.count) })
      .from(dailyCounts)
      .where(and(eq(dailyCounts.metric, "tool_use"), eq(dailyCounts.subject, TOOL)));
    const [views] = await database.db.select({ n: blogPosts.views }).from(blogPosts).where(eq(blogPosts.slug, slug));
    return {
      likesFound: [...uids].filter((u) => confirmed.has(u)).length,
      pending,
      tools: Number(tools?.n ?? 0),
      views: Number(views?.n ?? 0),
    };
  } finally {
    await database.close();
  }
}

async function crashRounds(kind: "pglite" | "postgres", env: Record<string, string> & { DATA_DIR: string }): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const tally: Tally = { likes: new Set(), tools: 0, views: 0, attempted: 0, failed: 0 };
  const nextAddress = addressSource();
  let uid = 40_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  const nextUid = () => String(++uid);
  const restarts: { readyMs: number; pageStatus: number }[] = [];

  let { server } = await startAndServe(env);
  const list = await send(server.origin, "/api/blog");
  const slug = (JSON.parse(list.body) as { slug: string }[])[0]?.slug;
  if (!slug) throw new Error("no blog post to read");
  const killed: (NodeJS.Signals | null)[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await driveLoad(server, slug, LOAD_MS[round % LOAD_MS.length]!, nextAddress, nextUid, tally);
    killed.push((await server.exited).signal);
    if (kind === "pglite" && round === ROUNDS - 1) {
      // The last crash also has its pid reused: the lock now names a live process (this one)
      // that started later than the killed server. The restart must treat the lock as stale.
      await writeFile(path.join(env.DATA_DIR, LOCK_FILE_NAME), `${process.pid} 1`);
    }
    const restart = await startAndServe(env);
    restarts.push(restart);
    server = restart.server;
  }
  await killServer(server, "SIGTERM");
  const found = await countRecorded(env, tally.likes, slug);

  const label = `${kind}, ${ROUNDS} SIGKILL rounds`;
  const allKilled = killed.every((s) => s === "SIGKILL");
  rows.push({
    part: PART,
    check: `${label}: server killed with SIGKILL under load`,
    target: `${ROUNDS} of ${ROUNDS}`,
    measured: `${killed.filter((s) => s === "SIGKILL").length} of ${ROUNDS} (${tally.attempted} requests sent)`,
    ok: allKilled,
  });
  const okStarts = restarts.filter((r) => r.pageStatus === 200).length;
  const slowest = Math.max(...restarts.map((r) => r.readyMs));
  const reused = kind === "pglite" ? " (last one with the lock's pid reused)" : "";
  rows.push({
    part: PART,
    check: `${label}: restart serves /api/health and a page${reused}`,
    target: `${ROUNDS} of ${ROUNDS} with 200`,
    measured: `${okStarts} of ${ROUNDS}; slowest start ${slowest} ms`,
    ok: okStarts === ROUNDS,
  });
  const lostLikes = tally.likes.size - found.likesFound;
  rows.push({
    part: PART,
    check: `${label}: likes answered 200 -> confirmed row`,
    target: "0 lost",
    measured: `${tally.likes.size} answered, ${found.likesFound} found, ${lostLikes} lost (${found.pending} pending left by kills)`,
    ok: lostLikes === 0 && tally.likes.size > 0,
  });
  rows.push({
    part: PART,
    check: `${label}: tool uses answered 204 -> counted`,
    target: "count ≥ answered",
    measured: `${tally.tools} answered, count ${found.tools}`,
    ok: found.tools >= tally.tools && tally.tools > 0,
  });
  rows.push({
    part: PART,
    check: `${label}: blog reads answered 200 -> views`,
    target: "views ≥ answered",
    measured: `${tally.views} answered, views ${found.views}`,
    ok: found.views >= tally.views && tally.views > 0,
  });
  return rows;
}

export const durability: ProvePart = {
  name: PART,
  async run() {
    const rows: ProveRow[] = [];
    const provider = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: 15 }));
    const dataDir = await mkdtemp(path.join(tmpdir(), "prove-durability-"));
    const secret = "prove-durability-ip-hash-secret";
    try {
      const pgliteEnv = { DATA_DIR: path.join(dataDir, "pglite"), LIKES_API_URL: provider.pathTemplate, IP_HASH_SECRET: secret };
      rows.push(...(await crashRounds("pglite", pgliteEnv)));
      const database = await createThrowawayDatabase();
      try {
        rows.push(
          ...(await crashRounds("postgres", { DATABASE_URL: database.url, DATA_DIR: path.join(dataDir, "unused"), LIKES_API_URL: provider.pathTemplate, IP_HASH_SECRET: secret })),
        );
      } finally {
        await database.drop();
      }
      rows.push(...(await gracefulShutdownRows()));
    } finally {
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
