/**
 * The request's edges (docs/decisions/018), against the built server as its own process:
 * - open redirect: trailing-slash redirects built from encoded slashes and backslashes stay on the site;
 * - control characters in the path: 400 JSON with the security headers, no 500, no error log line;
 * - slow clients: 500 connections that declare a body and never send it, while visitors are served,
 *   all cut by the default request timeout;
 * - forged X-Forwarded-For with TRUST_PROXY as a hop count, behind a proxy that appends the peer.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sendRaw } from "../../server/test/raw-http";
import { parseRawAnswer, securityHeaderProblems } from "../../server/test/security-header-check";
import { openSlowClient, rawStatus } from "../../server/test/slow-client";
import { tinySite } from "../../server/test/tiny-site";
import { startForwardingProxy } from "./lib/forwarding-proxy";
import { send, statusSummary } from "./lib/http-client";
import { startServer } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const PART = "edges";
const SLOW_CLIENTS = 500;
const VISITORS = 50;
/** The defaults in server/config.ts: REQUEST_TIMEOUT_MS plus one check interval and some slack. */
const CUT_WITHIN_MS = 15_000 + 3_000;
const REDIRECT_ATTACKS = ["/%2Fevil.com/", "/%5Cevil.com/", "/%2F%2Fevil.com/", "//evil.com/", "/\\evil.com/", "/%5C%2Fevil.com/", "/\\/evil.com/", "/about/%2F%2Fevil.com/"];
const CONTROL_PATHS = ["/x%0a/", "/x%0d%0aSet-Cookie:%20a=b/", "/x%00/", "/x%09", "/blog/%1b[31m"];

const builtClient = path.resolve("build/client");

function clientDir(): { dir: string; label: string } {
  return existsSync(path.join(builtClient, "..", "pages.json")) ? { dir: builtClient, label: "the build" } : { dir: tinySite(), label: "a tiny site (no build)" };
}

async function redirectAndControlRows(): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const site = clientDir();
  const server = await startServer({ CLIENT_DIR: site.dir });
  try {
    const offSite: string[] = [];
    for (const url of REDIRECT_ATTACKS) {
      const parsed = parseRawAnswer((await sendRaw(server.port, `GET ${url} HTTP/1.1\r\nHost: creator.example\r\nConnection: close\r\n\r\n`)).raw);
      const location = parsed?.headers.location ?? "";
      const lands = location ? new URL(location, "https://creator.example/").origin : "";
      if (parsed?.status !== 301 || lands !== "https://creator.example") offSite.push(`${url} -> ${parsed?.status} ${location}`);
    }
    rows.push({
      part: PART,
      check: `open redirect: ${REDIRECT_ATTACKS.length} trailing-slash paths with encoded or raw (back)slashes (${site.label})`,
      target: "every 301 lands on the same site",
      measured: offSite[0] ?? `${REDIRECT_ATTACKS.length} of ${REDIRECT_ATTACKS.length} same-site`,
      ok: offSite.length === 0,
    });

    const errorLogsBefore = server.errorLogs.length;
    const bad: string[] = [];
    for (const url of CONTROL_PATHS) {
      const answer = await sendRaw(server.port, `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const parsed = parseRawAnswer(answer.raw);
      const problems = parsed ? securityHeaderProblems(parsed.headers) : ["no answer"];
      if (parsed?.status !== 400) problems.push(`status ${parsed?.status}`);
      if (!/^application\/json/.test(parsed?.headers["content-type"] ?? "")) problems.push("not JSON");
      if (problems.length) bad.push(`${url}: ${problems[0]}`);
    }
    const newErrorLogs = server.errorLogs.length - errorLogsBefore;
    rows.push({
      part: PART,
      check: `control characters in the path (${CONTROL_PATHS.length}, e.g. /x%0a/)`,
      target: "400 JSON with security headers, 0 error log lines",
      measured: bad[0] ?? `${CONTROL_PATHS.length} × 400, ${newErrorLogs} error log lines`,
      ok: bad.length === 0 && newErrorLogs === 0,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

async function slowClientRows(): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const server = await startServer({ CLIENT_DIR: clientDir().dir });
  const clients = [];
  try {
    // Spread over loopback addresses, as many visitors would be; the server has no per-IP connection rule.
    for (let i = 0; i < SLOW_CLIENTS; i++) clients.push(openSlowClient(server.port, "body", `127.0.${20 + Math.floor(i / 250)}.${(i % 250) + 1}`));
    await new Promise((r) => setTimeout(r, 1000));
    const latencies: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, async (_, i) => {
        const t = Date.now();
        const a = await send(server.origin, i % 2 ? "/api/health/live" : "/", { timeoutMs: 10_000 }).catch(() => ({ status: 0 }));
        latencies.push(Date.now() - t);
        return a;
      }),
    );
    const served = answers.filter((a) => a.status === 200).length;
    rows.push({
      part: PART,
      check: `slow clients: ${VISITORS} visitors while ${SLOW_CLIENTS} connections send 1 of 500 declared bytes`,
      target: `${VISITORS} × 200, each within 2 s`,
      measured: `${statusSummary(answers)}, slowest ${Math.max(...latencies)} ms`,
      ok: served === VISITORS && Math.max(...latencies) < 2000,
    });
    const results = await Promise.all(clients.map((c) => Promise.race([c.closed, new Promise<null>((r) => setTimeout(() => r(null), CUT_WITHIN_MS + 5000))])));
    const cut = results.filter((r) => r !== null);
    const refusedAtOnce = results.filter((r) => r?.refusedAtOnce).length;
    const timedOut = results.filter((r) => r && rawStatus(r.raw) === 408).length;
    const slowest = Math.max(...results.map((r) => r?.ms ?? Infinity));
    rows.push({
      part: PART,
      check: `slow clients: the ${SLOW_CLIENTS} cut by the request timeout (default 15 s)`,
      target: `${SLOW_CLIENTS} closed with 408 within ${CUT_WITHIN_MS / 1000} s`,
      measured: `${cut.length} closed, ${timedOut} × 408, ${refusedAtOnce} never connected, last after ${Number.isFinite(slowest) ? `${(slowest / 1000).toFixed(1)} s` : "never"}`,
      ok: cut.length === SLOW_CLIENTS && timedOut === SLOW_CLIENTS && refusedAtOnce === 0 && slowest <= CUT_WITHIN_MS,
    });
    rows.push({
      part: PART,
      check: "slow clients: server still alive and healthy",
      target: "200",
      measured: String((await send(server.origin, "/api/health").catch(() => ({ status: 0 }))).status),
      ok: server.alive(),
    });
  } finally {
    for (const c of clients) c.destroy();
    await server.stop();
  }
  return rows;
}

async function forgedHeaderRows(): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const server = await startServer({ TRUST_PROXY: "1", CLIENT_DIR: clientDir().dir });
  const proxy = await startForwardingProxy(server.origin);
  try {
    const like = (uid: string, xff: string) =>
      send(proxy.origin, "/api/ff-likes", { body: { uid, region: "ind" }, localAddress: "127.0.0.77", headers: { "x-forwarded-for": xff } }).catch(() => ({
        status: 0,
        body: "",
        headers: {},
      }));
    const forged = await Promise.all(Array.from({ length: 20 }, (_, i) => like(String(60_000_000 + i), `203.0.113.${i + 1}`)));
    const ok = forged.filter((a) => a.status === 200).length;
    rows.push({
      part: PART,
      check: "forged X-Forwarded-For, TRUST_PROXY=1 behind a proxy that appends the peer: 20 requests, 20 made-up addresses",
      target: "exactly 1 free use, 19 × 429",
      measured: statusSummary(forged),
      ok: ok === 1 && forged.filter((a) => a.status === 429).length === 19,
    });
    const direct = await Promise.all(
      ["not-an-ip", "999.1.1.1", "1.2.3.4:80"].map((xff) =>
        send(server.origin, "/api/ff-likes", { body: { uid: "61000000", region: "ind" }, headers: { "x-forwarded-for": xff } }).catch(() => ({ status: 0 })),
      ),
    );
    rows.push({
      part: PART,
      check: "TRUST_PROXY=1: a forwarded address that is not an IP",
      target: "3 × 400",
      measured: statusSummary(direct),
      ok: direct.every((a) => a.status === 400),
    });
  } finally {
    await proxy.close();
    await server.stop();
  }
  return rows;
}

export const edgesPart: ProvePart = {
  name: PART,
  async run(): Promise<ProveRow[]> {
    return [...(await redirectAndControlRows()), ...(await forgedHeaderRows()), ...(await slowClientRows())];
  },
};
