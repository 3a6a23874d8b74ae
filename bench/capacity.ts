/**
 * The numbers behind docs/capacity.md: each API route's requests per second on ONE instance on
 * PostgreSQL (loopback, autocannon: the project's load tool), and the database work each request
 * costs, read from pg_stat_database around a fixed number of requests. Every request comes from a
 * new visitor (X-Forwarded-For, trusted from loopback for this run only), so the work measured is
 * a visitor's real path, not a burst limit's refusal.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/capacity.ts
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { blogDir, loadBlogArticles, newestFirst } from "../publishing/blog-articles";
import { send } from "../scripts/prove/lib/http-client";
import { startServer } from "../scripts/prove/lib/server-process";

const DURATION_S = Number(process.env.CAPACITY_DURATION_S ?? 8);
const CONNECTIONS = 32;
const WORK_SAMPLE = 300;

type Route = { name: string; method: "GET" | "POST"; path: (n: number) => string; body?: (n: number) => string };

// The newest post in the posts folder (BLOG_DIR, else site/blog): no sample slug is hard-coded.
const [NEWEST] = (await loadBlogArticles()).sort(newestFirst);
if (!NEWEST) throw new Error(`${blogDir()} has no article to measure`);
const SLUG = NEWEST.slug;
const ROUTES: Route[] = [
  { name: "GET /api/health/live", method: "GET", path: () => "/api/health/live" },
  { name: "GET /api/health", method: "GET", path: () => "/api/health" },
  { name: "GET /api/blog", method: "GET", path: () => "/api/blog" },
  { name: "GET /api/blog/:slug (new visitor)", method: "GET", path: () => `/api/blog/${SLUG}` },
  { name: "POST /api/tool-usage/:tool", method: "POST", path: () => "/api/tool-usage/uid-generator", body: () => "{}" },
  {
    name: "POST /api/ff-likes (demo provider, new visitor)",
    method: "POST",
    path: () => "/api/ff-likes",
    body: (n) => JSON.stringify({ uid: String(20_000_000 + n), region: "ind" }),
  },
  {
    name: "POST /api/chat (built-in assistant)",
    method: "POST",
    path: () => "/api/chat",
    body: () => JSON.stringify({ messages: [{ role: "user", content: "How do I get free likes?" }] }),
  },
  { name: "GET /api/ff-likes/status", method: "GET", path: () => "/api/ff-likes/status" },
];

let visitor = Math.floor(Math.random() * 1_000_000);
const nextIp = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function writesPer(route: Route, origin: string, stats: pg.Client, database: string) {
  const snapshot = async () => {
    // An idle backend flushes its statistics within 10 s (PostgreSQL 15), so wait that out.
    await new Promise((r) => setTimeout(r, 11_000));
    await stats.query("select pg_stat_clear_snapshot()");
    const { rows } = await stats.query("select xact_commit, tup_inserted, tup_updated, tup_deleted from pg_stat_database where datname = $1", [database]);
    const r = rows[0] as Record<string, string>;
    return { commits: Number(r.xact_commit), written: Number(r.tup_inserted) + Number(r.tup_updated) + Number(r.tup_deleted) };
  };
  const before = await snapshot();
  for (let i = 0; i < WORK_SAMPLE; i++) {
    const n = visitor;
    await send(origin, route.path(n), {
      method: route.method,
      headers: { "x-forwarded-for": nextIp(), ...(route.body ? { "content-type": "application/json" } : {}) },
      body: route.body ? JSON.parse(route.body(n)) : undefined,
    });
  }
  const after = await snapshot();
  // (The stats queries run on a connection to another database, so they are not counted.)
  return { commits: (after.commits - before.commits) / WORK_SAMPLE, rowsWritten: (after.written - before.written) / WORK_SAMPLE };
}

async function rate(route: Route, origin: string) {
  const result = await autocannon({
    url: origin,
    duration: DURATION_S,
    connections: CONNECTIONS,
    requests: [
      {
        method: route.method,
        setupRequest: (request) => {
          const n = visitor;
          return {
            ...request,
            path: route.path(n),
            headers: { ...request.headers, "x-forwarded-for": nextIp(), ...(route.body ? { "content-type": "application/json" } : {}) },
            body: route.body?.(n),
          };
        },
      },
    ],
  });
  return { perSecond: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `capacity_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString(), TRUST_PROXY: "127.0.0.1", CHAT_QUOTA_MAX: "100000" });
  try {
    console.error("measuring database work per route (about 2 minutes)…");
    console.log(`| route | requests/s (1 instance, ${CONNECTIONS} connections, ${DURATION_S} s) | p99 ms | non-2xx | commits per request | rows written per request |`);
    console.log("|---|---|---|---|---|---|");
    // The database work first, with nothing else running, then the load.
    const work = [];
    for (const route of ROUTES) work.push(await writesPer(route, server.origin, admin, name));
    for (const [i, route] of ROUTES.entries()) {
      const r = await rate(route, server.origin);
      console.log(`| ${route.name} | ${r.perSecond} | ${r.p99} | ${r.non2xx} | ${Math.max(0, work[i]!.commits).toFixed(2)} | ${Math.max(0, work[i]!.rowsWritten).toFixed(2)} |`);
    }
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
