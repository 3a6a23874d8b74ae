/**
 * Contention: the likes daily limit held by the database, with real server processes.
 *  1. 200 concurrent requests from one IP, alternating between two instances on one PostgreSQL
 *     database -> exactly 1 success, the provider called once.
 *  2. 100 requests from one IP, each with a different forged X-Forwarded-For, TRUST_PROXY off
 *     -> exactly 1 success (distinct UIDs, so it is the IP rule that holds).
 *  3. Behind a trusted reverse proxy that appends the real peer to X-Forwarded-For: N distinct
 *     clients (127.0.0.N source addresses) that also send spoofed X-Forwarded-For each get exactly
 *     1 success, and one client sending many requests with spoofed values still gets exactly 1.
 */
import { randomBytes } from "node:crypto";
import { IN_FLIGHT_MESSAGE, vipLimitMessage } from "../../contracts/likes";
import { siteConfig } from "../../site.config";
import { sentAnswer, startFakeLikesUpstream } from "../../server/test/fake-likes-upstream";
import { startForwardingProxy } from "./lib/forwarding-proxy";
import { messageOf, send, statusSummary, type Answer } from "./lib/http-client";
import { createThrowawayDatabase } from "./lib/postgres";
import { killServer, startServer, type ServerProcess } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const PART = "contention";
const PROVIDER_DELAY_MS = 250;
const TRUSTED_CLIENTS = 20;
const SPOOFING_REQUESTS = 30;

let uidCounter = 30_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const nextUid = () => String(++uidCounter);

const like = (origin: string, localAddress: string, headers: Record<string, string> = {}, uid = nextUid()) =>
  send(origin, "/api/ff-likes", { body: { uid, region: "ind" }, localAddress, headers }).catch((err: unknown): Answer => ({ status: 0, body: String(err), headers: {} }));

/** Counts successes and the 429s by message, to show why each refusal was refused. */
function describe(answers: readonly Answer[]) {
  const vip = vipLimitMessage(siteConfig.telegramHandle);
  const ok = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 429);
  const byVip = refused.filter((a) => messageOf(a) === vip).length;
  const inFlight = refused.filter((a) => messageOf(a) === IN_FLIGHT_MESSAGE).length;
  const burst = refused.length - byVip - inFlight;
  const measured = `${ok} success; 429×${refused.length} (limit msg ${byVip}, in-flight ${inFlight}, burst ${burst})`;
  const other = answers.length - ok - refused.length;
  return { ok, refused: refused.length, other, measured: other ? `${measured}; other: ${statusSummary(answers.filter((a) => a.status !== 200 && a.status !== 429))}` : measured };
}

function summariseRefusals(answers: readonly Answer[], vip: string): string {
  return answers.map((r) => `${r.status} ${messageOf(r) === vip ? "VIP message" : JSON.stringify(messageOf(r))}`).join("; ");
}

export const contention: ProvePart = {
  name: PART,
  async run() {
    const rows: ProveRow[] = [];
    const provider = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: PROVIDER_DELAY_MS }));
    const database = await createThrowawayDatabase();
    const servers: ServerProcess[] = [];
    const closers: (() => Promise<unknown>)[] = [];
    try {
      // Both instances share the IP-hash secret, as the operator's two replicas would.
      const env = { DATABASE_URL: database.url, LIKES_API_URL: provider.pathTemplate, IP_HASH_SECRET: randomBytes(24).toString("hex") };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      servers.push(a, b);

      // 1. 200 concurrent requests from 127.0.0.1, alternating instances, distinct UIDs.
      const uids = Array.from({ length: 200 }, nextUid);
      const uidSet = new Set(uids);
      const first = await Promise.all(uids.map((uid, i) => like((i % 2 ? a : b).origin, "127.0.0.1", {}, uid)));
      const d1 = describe(first);
      const providerCalls = provider.requests.filter((r) => uidSet.has(r.uid)).length;
      rows.push({
        part: PART,
        check: "likes: 200 concurrent, one IP, two instances, one PostgreSQL",
        target: "exactly 1 success, 199 × 429",
        measured: d1.measured,
        ok: d1.ok === 1 && d1.refused === 199,
      });
      rows.push({ part: PART, check: "likes: provider calls for those 200", target: "exactly 1", measured: String(providerCalls), ok: providerCalls === 1 });
      // 2. One IP (127.0.0.2), 100 different forged X-Forwarded-For values, TRUST_PROXY off.
      const forged = await Promise.all(Array.from({ length: 100 }, (_, i) => like((i % 2 ? a : b).origin, "127.0.0.2", { "x-forwarded-for": `203.0.113.${i + 1}` })));
      const d2 = describe(forged);
      rows.push({
        part: PART,
        check: "likes: 100 forged X-Forwarded-For, TRUST_PROXY off",
        target: "exactly 1 success, 99 × 429",
        measured: d2.measured,
        ok: d2.ok === 1 && d2.refused === 99,
      });
      // Once the successes are confirmed, a refusal names the daily limit (the VIP message).
      const vip = vipLimitMessage(siteConfig.telegramHandle);
      const later = await Promise.all([like(a.origin, "127.0.0.2"), like(b.origin, "127.0.0.2")]);
      rows.push({
        part: PART,
        check: "likes: that IP afterwards, on each instance",
        target: "429 with the VIP message",
        measured: summariseRefusals(later, vip),
        ok: later.every((r) => r.status === 429 && messageOf(r) === vip),
      });

      // 3. A trusted reverse proxy on 127.0.0.1 in front of a third instance.
      const c = await startServer({ ...env, TRUST_PROXY: "127.0.0.1" });
      servers.push(c);
      // 127.0.0.1 already had its free use on instances A and B (its burst window there is spent):
      // a third instance with fresh in-memory state still refuses it, from the database.
      const direct = await like(c.origin, "127.0.0.1");
      rows.push({
        part: PART,
        check: "likes: the first IP on a third instance",
        target: "429 with the VIP message",
        measured: summariseRefusals([direct], vip),
        ok: direct.status === 429 && messageOf(direct) === vip,
      });
      const proxy = await startForwardingProxy(c.origin);
      closers.push(() => proxy.close());
      const clients = Array.from({ length: TRUSTED_CLIENTS }, (_, i) => `127.0.0.${20 + i}`);
      const each = await Promise.all(clients.map((addr, i) => like(proxy.origin, addr, { "x-forwarded-for": `198.51.100.${i % 3}` })));
      const d3 = describe(each);
      rows.push({
        part: PART,
        check: `likes via trusted proxy: ${TRUSTED_CLIENTS} clients, spoofed XFF`,
        target: `${TRUSTED_CLIENTS} successes (1 each)`,
        measured: d3.measured,
        ok: d3.ok === TRUSTED_CLIENTS && d3.refused === 0,
      });
      const again = await Promise.all(clients.map((addr) => like(proxy.origin, addr, { "x-forwarded-for": "192.0.2.77" })));
      const d3b = describe(again);
      rows.push({
        part: PART,
        check: "likes via trusted proxy: same clients again, new spoofed XFF",
        target: `0 successes, ${TRUSTED_CLIENTS} × 429`,
        measured: d3b.measured,
        ok: d3b.ok === 0 && d3b.refused === TRUSTED_CLIENTS,
      });
      const spoofer = await Promise.all(
        Array.from({ length: SPOOFING_REQUESTS }, (_, i) => like(proxy.origin, "127.0.0.60", { "x-forwarded-for": `192.0.2.${i + 1}, 10.0.0.${i + 1}` })),
      );
      const d4 = describe(spoofer);
      rows.push({
        part: PART,
        check: `likes via trusted proxy: 1 client, ${SPOOFING_REQUESTS} requests, each spoofed XFF`,
        target: `exactly 1 success, ${SPOOFING_REQUESTS - 1} × 429`,
        measured: d4.measured,
        ok: d4.ok === 1 && d4.refused === SPOOFING_REQUESTS - 1,
      });

      // The database agrees: one confirmed row per success, nothing left pending.
      const expected = 1 + 1 + TRUSTED_CLIENTS + 1;
      const [counts] = await database.query<{ confirmed: string; pending: string }>(
        "select count(*) filter (where status = 'confirmed') as confirmed, count(*) filter (where status = 'pending') as pending from likes_free_uses",
      );
      rows.push({
        part: PART,
        check: "likes_free_uses rows after all of the above",
        target: `${expected} confirmed, 0 pending`,
        measured: `${counts?.confirmed} confirmed, ${counts?.pending} pending`,
        ok: Number(counts?.confirmed) === expected && Number(counts?.pending) === 0,
      });
    } finally {
      for (const close of closers) await close().catch(() => {});
      await Promise.all(servers.map((s) => killServer(s, "SIGTERM")));
      await provider.close();
      await database.drop();
    }
    return rows;
  },
};
