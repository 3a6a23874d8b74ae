/**
 * Bad input, long: a real server process fed 10,000 malformed requests over real HTTP
 * (raw sockets, so broken chunking, bad header bytes and huge headers get through too), 20 at a
 * time. Then: no answer of 500 or more, every 4xx a JSON message with the security headers, the
 * process alive and /api/health 200, nothing logged at error level, and memory flat.
 *
 * Memory rule: the server's VmRSS is sampled after a 500-request warm-up and again after the run,
 * each time after a 3 s pause for the collector to settle; the run passes when it grew by less
 * than 30 MB (a leak of even 3 KB per request would show as 30 MB over 10,000).
 */
import { TEST_ADMIN_TOKEN } from "../../server/test/admin-session";
import { errorMessageOf, malformedRequests, type MalformedRequest } from "../../server/test/malformed-requests";
import { parseRawAnswer, securityHeaderProblems } from "../../server/test/security-header-check";
import { rawBody, rawMalformedRequests, sendRaw, serializeRequest } from "../../server/test/raw-http";
import { runPool, startServer } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const TOTAL = 10_000;
const RAW_ROUNDS = 20;
const CONCURRENCY = 20;
const WARM_UP = 500;
const SETTLE_MS = 3000;
const MAX_GROWTH_MB = 30;
const SEED = 12;

type Job = { label: string; bytes: Buffer | string; expectAnswer: boolean; halfClose?: boolean };

function jobs(): Job[] {
  const raw = rawMalformedRequests();
  const out: Job[] = [];
  let n = 0;
  // Behind a trusted proxy (TRUST_PROXY=127.0.0.1 below) each request names its own client, so the
  // per-IP burst limits let the fuzz reach the parsers and rules instead of answering 429 to all.
  const client = () => ({ "x-forwarded-for": `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  for (const req of malformedRequests(SEED, TOTAL - raw.length * RAW_ROUNDS)) {
    out.push({ label: `${req.family}: ${req.kind} (${req.method} ${req.url.slice(0, 60)})`, bytes: serializeRequest(req, client()), expectAnswer: true });
  }
  for (let round = 0; round < RAW_ROUNDS; round++) {
    for (const r of raw) out.push({ label: `raw: ${r.name}`, bytes: r.bytes, expectAnswer: !r.gone, halfClose: r.gone });
  }
  return out;
}

/** A request whose body the server may refuse before it has all arrived (413): the socket can close under it. */
const mayCloseEarly = (req: MalformedRequest) => (req.body?.length ?? 0) > 64 * 1024;

export const fuzzPart: ProvePart = {
  name: "fuzz",
  async run(): Promise<ProveRow[]> {
    const server = await startServer({
      TRUST_PROXY: "127.0.0.1",
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      CHAT_QUOTA_MAX: "100000",
      CLIENT_DIR: "/nonexistent/client",
    });
    try {
      const send = (bytes: Buffer | string, halfClose = false) => sendRaw(server.port, bytes, 15_000, { halfClose });
      const warm = [...malformedRequests(SEED + 1, WARM_UP)].map((r) => serializeRequest(r, { "x-forwarded-for": "10.250.0.1" }));
      await runPool(warm, CONCURRENCY, async (b) => void (await send(b)));
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const rssBefore = server.rssMb();

      const all = jobs();
      const generated = [...malformedRequests(SEED, TOTAL - rawMalformedRequests().length * RAW_ROUNDS)];
      const statuses = new Map<string, number>();
      const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
      let fiveHundreds = 0;
      let fourHundreds = 0;
      let withoutMessage = 0;
      let withoutHeaders = 0;
      let unexpectedSilence = 0;
      const examples: string[] = [];
      const started = Date.now();
      await runPool(all, CONCURRENCY, async (job, i) => {
        const answer = await send(job.bytes, job.halfClose);
        const parsed = parseRawAnswer(answer.raw);
        if (!parsed) {
          count("no answer");
          const excused = !job.expectAnswer || (i < generated.length && mayCloseEarly(generated[i]!));
          if (!excused) {
            unexpectedSilence++;
            if (examples.length < 5) examples.push(`no answer: ${job.label}`);
          }
          return;
        }
        count(String(parsed.status));
        if (parsed.status >= 500) {
          fiveHundreds++;
          if (examples.length < 5) examples.push(`${parsed.status}: ${job.label}`);
        }
        const isHead = i < generated.length && generated[i]!.method === "HEAD";
        if (parsed.status >= 400 && parsed.status < 500) {
          fourHundreds++;
          if (!isHead && !errorMessageOf(rawBody(answer.raw))) {
            withoutMessage++;
            if (examples.length < 5) examples.push(`${parsed.status} without a message: ${job.label}`);
          }
        }
        if (securityHeaderProblems(parsed.headers).length > 0) {
          withoutHeaders++;
          if (examples.length < 5) examples.push(`${parsed.status} ${securityHeaderProblems(parsed.headers)[0]}: ${job.label}`);
        }
      });
      const seconds = (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const alive = server.alive();
      const health = alive
        ? await fetch(`${server.origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          )
        : 0;
      const rssAfter = alive ? server.rssMb() : NaN;
      const growth = rssAfter - rssBefore;
      for (const e of examples) console.error(`  fuzz: ${e}`);
      const top = [...statuses]
        .sort((a, b) => b[1] - a[1])
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      console.error(`  fuzz: ${all.length} requests in ${seconds.toFixed(1)} s; statuses ${top}`);

      return [
        {
          part: "fuzz",
          check: `${all.length} malformed requests over HTTP, ${CONCURRENCY} at a time`,
          target: "0 answers ≥ 500",
          measured: `${fiveHundreds} (${top})`,
          ok: fiveHundreds === 0 && all.length === TOTAL,
        },
        { part: "fuzz", check: "every 4xx is JSON with a message", target: "0 without", measured: `${withoutMessage} of ${fourHundreds}`, ok: withoutMessage === 0 },
        { part: "fuzz", check: "every answer has the security headers", target: "0 without", measured: `${withoutHeaders}`, ok: withoutHeaders === 0 },
        { part: "fuzz", check: "a request that arrived whole got an answer", target: "0 silent closes", measured: `${unexpectedSilence}`, ok: unexpectedSilence === 0 },
        { part: "fuzz", check: "process alive, /api/health afterwards", target: "alive, 200", measured: `${alive ? "alive" : "dead"}, ${health}`, ok: alive && health === 200 },
        { part: "fuzz", check: "nothing logged at error level", target: "0 lines", measured: `${server.errorLogs.length}`, ok: server.errorLogs.length === 0 },
        {
          part: "fuzz",
          check: "memory flat (VmRSS after warm-up vs after run)",
          target: `growth < ${MAX_GROWTH_MB} MB`,
          measured: `${rssBefore.toFixed(1)} → ${rssAfter.toFixed(1)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)})`,
          ok: growth < MAX_GROWTH_MB,
        },
      ];
    } finally {
      for (const line of server.errorLogs.slice(0, 3)) console.error(`  fuzz server error log: ${line}`);
      await server.stop();
    }
  },
};
