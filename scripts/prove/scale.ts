/**
 * Scale (docs/decisions/024, 025): three instances on one PostgreSQL behind a real nginx on loopback, TRUST_PROXY
 * set to the proxy's address, with a PostgreSQL cluster and a Redis of the proof's own (ports
 * 4240-4259), so restarting them disturbs nothing else. Shows that every limit holds for the
 * instances together, that a rolling restart and a database restart under load lose nothing, and
 * that a Redis outage makes burst limits fail open with a log line while the rest goes on.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ADMIN_CSRF_HEADER, ADMIN_MAX_FAILURES, ADMIN_SESSION_PATH } from "../../contracts/admin";
import { strongAdminToken } from "../../server/cli/admin-token";
import { send, type Answer } from "./lib/http-client";
import { REPO_ROOT, startServer, type ServerProcess } from "./lib/server-process";
import { describeFailures, startSteadyLoad } from "./scale-load";
import { startNginx, startPostgresCluster, startRedis, type Nginx, type OwnProcess, type PostgresCluster } from "./scale-services";
import type { ProvePart, ProveRow } from "./types";

const PART = "scale";
const PROXY_PORT = 4240;
const INSTANCE_PORTS = [4241, 4242, 4243] as const;
const POSTGRES_PORT = 4245;
const REDIS_PORT = 4246;
const CHAT_QUOTA_MAX = 20; // the server's default, named here so the row can say it
const LIKES_BURST_MAX = 60;
const TOOL_BURST_MAX = 60;
const PG_DOWN_MS = 4000;

const failed = (err: unknown): Answer => ({ status: 0, body: String(err), headers: {} });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const row = (check: string, target: string, measured: string, ok: boolean): ProveRow => ({ part: PART, check, target, measured, ok });
const counts = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((s) => `${statuses.filter((x) => x === s).length} x ${s}`)
    .join(", ");

type Cluster = { env: Record<string, string>; instances: ServerProcess[]; proxy: string };

async function restartInstance(cluster: Cluster, i: number, env = cluster.env) {
  await cluster.instances[i]!.stop();
  cluster.instances[i] = await startServer(env, { port: INSTANCE_PORTS[i] });
}

async function limitRows(cluster: Cluster, nginx: Nginx, label: string, firstOctet: number): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const proxy = cluster.proxy;
  const chatter = `127.5.${firstOctet}.1`;
  const statuses: number[] = [];
  const before = nginx.accessLog().length;
  for (let i = 0; i < 30; i++) {
    const res = await send(proxy, "/api/chat", { body: { messages: [{ role: "user", content: "How do I get free likes?" }] }, localAddress: chatter }).catch(failed);
    statuses.push(res.status);
  }
  const upstreams = new Set(
    nginx
      .accessLog()
      .slice(before)
      .filter((l) => l.includes("/api/chat"))
      .map((l) => /"([\d.:]+)"/.exec(l)?.[1]),
  );
  const answered = statuses.filter((s) => s === 200).length;
  rows.push(
    row(
      `${label}: chat, 30 messages from one client through the proxy`,
      `exactly ${CHAT_QUOTA_MAX} answered, 10 x 429`,
      `${counts(statuses)} (over ${upstreams.size} instances)`,
      answered === CHAT_QUOTA_MAX && statuses.filter((s) => s === 429).length === 10 && upstreams.size === 3,
    ),
  );

  const guesser = `127.5.${firstOctet}.2`;
  const signIns: number[] = [];
  for (let i = 0; i < 9; i++) {
    const res = await send(proxy, ADMIN_SESSION_PATH, { body: { token: `wrong-${i}` }, headers: { [ADMIN_CSRF_HEADER]: "1" }, localAddress: guesser }).catch(failed);
    signIns.push(res.status);
  }
  const right = await send(proxy, ADMIN_SESSION_PATH, { body: { token: cluster.env.ADMIN_TOKEN }, headers: { [ADMIN_CSRF_HEADER]: "1" }, localAddress: guesser }).catch(failed);
  const lockedAfter = signIns.indexOf(429);
  rows.push(
    row(
      `${label}: sign-in, wrong tokens spread over the instances`,
      `locked after ${ADMIN_MAX_FAILURES} in total (right token too)`,
      `${counts(signIns)}; right token then ${right.status}`,
      lockedAfter === ADMIN_MAX_FAILURES && signIns.slice(lockedAfter).every((s) => s === 429) && right.status === 429,
    ),
  );

  // Bad bodies: the burst limit counts every request (it runs before validation) and nothing else answers 429.
  const burster = `127.5.${firstOctet}.3`;
  const likes: number[] = [];
  for (let i = 0; i < LIKES_BURST_MAX + 15; i++)
    likes.push((await send(proxy, "/api/ff-likes", { body: { uid: "1", region: "nowhere" }, localAddress: burster }).catch(failed)).status);
  rows.push(
    row(
      `${label}: likes burst limit, ${LIKES_BURST_MAX + 15} requests from one client`,
      `${LIKES_BURST_MAX} let through in total, 15 x 429`,
      counts(likes),
      likes.filter((s) => s === 400).length === LIKES_BURST_MAX && likes.filter((s) => s === 429).length === 15,
    ),
  );
  return rows;
}

async function rollingRestartRow(cluster: Cluster, slug: string, label: string, env = cluster.env): Promise<ProveRow> {
  const load = startSteadyLoad(cluster.proxy, { slug, tool: "uid-generator", firstAddress: 10_000 });
  await wait(1000);
  const started = Date.now();
  for (let i = 0; i < cluster.instances.length; i++) await restartInstance(cluster, i, env);
  await wait(1000);
  const tally = await load.stop();
  const bad = tally.failed.length + tally.unavailableWithRetry;
  return row(
    label,
    "0 failed requests",
    `${tally.sent} sent in ${((Date.now() - started) / 1000).toFixed(0)} s, ${bad} failed (${describeFailures(tally.failed)}; ${tally.unavailableWithRetry} x 503)`,
    bad === 0 && tally.ok > 100,
  );
}

async function postgresRestartRows(cluster: Cluster, postgres: PostgresCluster, slug: string): Promise<ProveRow[]> {
  const tool = "password-generator";
  const load = startSteadyLoad(cluster.proxy, { slug, tool, firstAddress: 30_000 });
  await wait(1500);
  await postgres.stop();
  await wait(PG_DOWN_MS);
  await postgres.start();
  const backAt = Date.now();
  // Recovered: the health route answers 200 through the proxy from every instance in turn.
  let healthy = 0;
  while (healthy < 6 && Date.now() - backAt < 30_000) {
    const res = await send(cluster.proxy, "/api/health").catch(failed);
    healthy = res.status === 200 ? healthy + 1 : 0;
    if (healthy < 6) await wait(100);
  }
  const recoveredMs = Date.now() - backAt;
  await wait(1500);
  const tally = await load.stop();
  const client = new pg.Client({ connectionString: cluster.env.DATABASE_URL });
  await client.connect();
  // Ended whatever happens: a client left open when the cluster stops emits an unhandled 'error'.
  const counted = await client
    .query("select coalesce(sum(count), 0) as n from daily_counts where metric = 'tool_use' and subject = $1", [tool])
    .then((r) => Number(r.rows[0].n))
    .finally(() => client.end());
  const fiveHundreds = tally.failed.filter((f) => f.status >= 500 && f.status !== 503);
  return [
    row(
      `PostgreSQL stopped ${PG_DOWN_MS / 1000} s under load: answers during the outage`,
      "503 with Retry-After, never 500",
      `${tally.unavailableWithRetry} x 503 + Retry-After; others: ${describeFailures(tally.failed)}`,
      tally.failed.length === 0 && tally.unavailableWithRetry > 0,
    ),
    row(
      "PostgreSQL back: instances recover without a restart",
      "health 200 x 6 within 30 s",
      `${healthy === 6 ? "recovered" : "NOT recovered"} ${recoveredMs} ms after the database started; 500s: ${fiveHundreds.length}`,
      healthy === 6,
    ),
    row(
      "PostgreSQL restart: tool uses answered 204 are all counted",
      "count = answered",
      `${tally.toolUses} answered, ${counted} counted`,
      counted === tally.toolUses && tally.toolUses > 0,
    ),
  ];
}

async function redisRows(cluster: Cluster, redis: OwnProcess, slug: string): Promise<ProveRow[]> {
  const client = "127.6.0.1";
  const tool = "sensitivity-generator";
  const oneToolUse = () => send(cluster.proxy, `/api/tool-usage/${tool}`, { body: {}, localAddress: client }).catch(failed);
  const before: number[] = [];
  for (let i = 0; i < TOOL_BURST_MAX + 5; i++) before.push((await oneToolUse()).status);
  const load = startSteadyLoad(cluster.proxy, { slug, tool: "ff-name-generator", firstAddress: 50_000 });
  await wait(1000);
  const errorLinesBefore = cluster.instances.reduce((n, s) => n + s.errorLogs.length, 0);
  await redis.stop();
  await wait(500);
  const during: number[] = [];
  for (let i = 0; i < 20; i++) during.push((await oneToolUse()).status);
  await wait(1000);
  const tally = await load.stop();
  const lines = cluster.instances.flatMap((s) => s.errorLogs).filter((l) => l.includes("fail open"));
  const newErrorLines = cluster.instances.reduce((n, s) => n + s.errorLogs.length, 0) - errorLinesBefore;
  return [
    row(
      "Redis up: tool-usage burst from one client (shared in Redis)",
      `${TOOL_BURST_MAX} x 204 then 429`,
      counts(before),
      before.filter((s) => s === 204).length === TOOL_BURST_MAX && before.slice(TOOL_BURST_MAX).every((s) => s === 429),
    ),
    row(
      "Redis stopped under load: the same client's burst limit",
      "fails open (all 204)",
      counts(during),
      during.every((s) => s === 204),
    ),
    row(
      "Redis stopped: a log line says so",
      "≥ 1 'fail open' error line, not one per request",
      `${lines.length} such lines (${newErrorLines} error lines in all, ${during.length + tally.sent} requests)`,
      lines.length >= 1 && newErrorLines < 20,
    ),
    row(
      "Redis stopped: nothing else breaks (steady load through the proxy)",
      "0 failed",
      `${tally.sent} sent, ${tally.failed.length + tally.unavailableWithRetry} failed (${describeFailures(tally.failed)})`,
      tally.failed.length + tally.unavailableWithRetry === 0 && tally.ok > 50,
    ),
  ];
}

async function run(): Promise<ProveRow[]> {
  if (!existsSync(path.join(REPO_ROOT, "build/client/index.html"))) throw new Error("no build: run `npm run build` first");
  const rows: ProveRow[] = [];
  const postgres = await startPostgresCluster(POSTGRES_PORT);
  let redis: OwnProcess | undefined;
  let nginx: Nginx | undefined;
  const cluster: Cluster = {
    env: {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: "127.0.0.1", // nginx's address: only it may name the client
      ADMIN_TOKEN: strongAdminToken(),
      IP_HASH_SECRET: strongAdminToken(),
    },
    instances: [],
    proxy: `http://127.0.0.1:${PROXY_PORT}`,
  };
  try {
    // The first applies the migrations; the others start together.
    cluster.instances.push(await startServer(cluster.env, { port: INSTANCE_PORTS[0] }));
    cluster.instances.push(...(await Promise.all(INSTANCE_PORTS.slice(1).map((port) => startServer(cluster.env, { port })))));
    nginx = await startNginx(PROXY_PORT, INSTANCE_PORTS);
    const slug = (JSON.parse((await send(cluster.proxy, "/api/blog")).body) as { slug: string }[])[0]!.slug;

    rows.push(...(await limitRows(cluster, nginx, "PostgreSQL", 1)));
    rows.push(await rollingRestartRow(cluster, slug, "rolling restart of 3 instances under steady load"));
    rows.push(...(await postgresRestartRows(cluster, postgres, slug)));

    redis = await startRedis(REDIS_PORT);
    const withRedis = { ...cluster.env, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` };
    rows.push(await rollingRestartRow(cluster, slug, "rolling restart onto REDIS_URL under steady load", withRedis));
    cluster.env = withRedis;
    rows.push(...(await limitRows(cluster, nginx, "Redis", 2)));
    rows.push(...(await redisRows(cluster, redis, slug)));
    return rows;
  } finally {
    await Promise.all(cluster.instances.map((s) => s.stop()));
    await nginx?.stop();
    await redis?.stop();
    await postgres.remove();
  }
}

export const scalePart: ProvePart = { name: PART, run };
