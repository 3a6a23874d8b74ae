/**
 * Faults, long: the real server process with its likes provider and chat model pointed
 * at a fault server on loopback, through every fault mode (time out, reset before and during the
 * body, 500/502/503, garbage, truncated, wrong shape, HTML, 8 MB, headers after a minute, one byte
 * per second, stall after the first piece). For each: the visitor's wall time against the timeout
 * plus 1 s, a clear message (502 with the page's text, or the streamed text plus the cut-short
 * note), and for likes that the same IP and UID succeed once the provider recovers (0 daily uses lost).
 */
import { CHAT_REPLY_CUT_SHORT, CHAT_UPSTREAM_FAILED, CHAT_UPSTREAM_TIMEOUT } from "../../server/modules/chat/service";
import { chatGoodAnswer, FAULT_MODES, LIKES_GOOD_ANSWER, startFaultUpstream, type FaultUpstream } from "../../server/test/fault-upstream";
import { startServer, type ServerProcess } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const LIKES_TIMEOUT_MS = 1500;
const CHAT_TIMEOUT_MS = 2000;
const GRACE_MS = 1000;
/** Each fault is tried this many times (distinct visitors) to catch the odd slow one. */
const TRIES = 3;

let client = 0;
const nextIp = () => `10.200.${(++client >> 8) & 255}.${client & 255}`;

async function timed(url: string, body: unknown, ip: string): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, ms: Date.now() - started };
}

const messageOf = (text: string) => {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? "";
  } catch {
    return "";
  }
};

async function likesRows(server: ServerProcess, upstream: FaultUpstream): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  let lost = 0;
  let faults = 0;
  let n = 0;
  for (const mode of FAULT_MODES) {
    let worst = 0;
    const problems: string[] = [];
    for (let t = 0; t < TRIES; t++) {
      const ip = nextIp();
      const uid = String(20_000_000 + ++n);
      upstream.setMode(mode);
      const r = await timed(`${server.origin}/api/ff-likes`, { uid, region: "ind" }, ip);
      faults++;
      worst = Math.max(worst, r.ms);
      const message = messageOf(r.text);
      if (r.status !== 502 || !/likes service/.test(message)) problems.push(`${r.status} "${message.slice(0, 60)}"`);
      if (r.text.includes("sk-upstream-secret")) problems.push("upstream words leaked");
      upstream.setMode("ok");
      const again = await timed(`${server.origin}/api/ff-likes`, { uid, region: "ind" }, ip);
      if (again.status !== 200 || !again.text.includes('"success":true')) {
        lost++;
        problems.push(`daily use lost (${again.status})`);
      }
    }
    const ok = problems.length === 0 && worst < LIKES_TIMEOUT_MS + GRACE_MS;
    rows.push({
      part: "faults",
      check: `likes: ${mode}`,
      target: `502 + message, < ${LIKES_TIMEOUT_MS + GRACE_MS} ms, use kept`,
      measured: problems[0] ?? `502, worst ${worst} ms`,
      ok,
    });
  }
  rows.push({ part: "faults", check: "likes: daily uses lost over all faults", target: "0", measured: `${lost} of ${faults}`, ok: lost === 0 });
  return rows;
}

async function chatRows(dialect: "gemini" | "openai", server: ServerProcess, upstream: FaultUpstream): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  for (const mode of FAULT_MODES) {
    let worst = 0;
    const outcomes = new Set<string>();
    const problems: string[] = [];
    for (let t = 0; t < TRIES; t++) {
      upstream.setMode(mode);
      const r = await timed(`${server.origin}/api/chat`, { messages: [{ role: "user", content: "hi" }] }, nextIp());
      worst = Math.max(worst, r.ms);
      if (r.text.includes("sk-upstream-secret")) problems.push("upstream words leaked");
      if (r.status === 200) {
        outcomes.add("200 text + cut-short note");
        if (!r.text.endsWith(CHAT_REPLY_CUT_SHORT) || r.text === CHAT_REPLY_CUT_SHORT) problems.push(`200 "${r.text.slice(-40)}"`);
      } else {
        const message = messageOf(r.text);
        outcomes.add(`${r.status} ${message === CHAT_UPSTREAM_TIMEOUT ? "timeout" : "failed"} message`);
        if (r.status !== 502 || ![CHAT_UPSTREAM_FAILED, CHAT_UPSTREAM_TIMEOUT].includes(message)) problems.push(`${r.status} "${message.slice(0, 60)}"`);
      }
    }
    const ok = problems.length === 0 && worst < CHAT_TIMEOUT_MS + GRACE_MS;
    rows.push({
      part: "faults",
      check: `chat (${dialect}): ${mode}`,
      target: `clear answer < ${CHAT_TIMEOUT_MS + GRACE_MS} ms`,
      measured: problems[0] ?? `${[...outcomes].join(", ")}, worst ${worst} ms`,
      ok,
    });
  }
  upstream.setMode("ok");
  const good = await timed(`${server.origin}/api/chat`, { messages: [{ role: "user", content: "hi" }] }, nextIp());
  rows.push({
    part: "faults",
    check: `chat (${dialect}): recovers after the faults`,
    target: "200 whole reply",
    measured: `${good.status} "${good.text.slice(0, 40)}"`,
    ok: good.status === 200 && good.text === "Namaste gamer! Try the likes tool.",
  });
  return rows;
}

export const faultsPart: ProvePart = {
  name: "faults",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const base = {
      // The prove client names a fresh visitor per request through X-Forwarded-For from loopback.
      TRUST_PROXY: "127.0.0.1",
      CHAT_QUOTA_MAX: "100000",
      CLIENT_DIR: "/nonexistent/client",
      LOG_LEVEL: "silent",
    };
    // Server 1: the likes provider and Gemini both at fault servers.
    const likesUpstream = await startFaultUpstream(LIKES_GOOD_ANSWER);
    const gemini = await startFaultUpstream(chatGoodAnswer("gemini"));
    const openai = await startFaultUpstream(chatGoodAnswer("openai"));
    try {
      const first = await startServer({
        ...base,
        LIKES_API_URL: `${likesUpstream.origin}/like?uid={uid}&server_name={region}&key={key}`,
        LIKES_API_KEY: "prove-likes-key",
        LIKES_TIMEOUT_MS: String(LIKES_TIMEOUT_MS),
        GEMINI_API_KEY: "prove-gemini-key",
        GEMINI_BASE_URL: gemini.origin,
        CHAT_TIMEOUT_MS: String(CHAT_TIMEOUT_MS),
      });
      try {
        rows.push(...(await likesRows(first, likesUpstream)));
        rows.push(...(await chatRows("gemini", first, gemini)));
        rows.push({ part: "faults", check: "server 1 alive after the faults", target: "alive", measured: first.alive() ? "alive" : "dead", ok: first.alive() });
      } finally {
        await first.stop();
      }
      // Server 2: an OpenAI-compatible model only (Gemini wins when both are set).
      const second = await startServer({ ...base, OPENAI_BASE_URL: `${openai.origin}/v1`, OPENAI_MODEL: "prove-model", CHAT_TIMEOUT_MS: String(CHAT_TIMEOUT_MS) });
      try {
        rows.push(...(await chatRows("openai", second, openai)));
      } finally {
        await second.stop();
      }
    } finally {
      await Promise.all([likesUpstream.close(), gemini.close(), openai.close()]);
    }
    return rows;
  },
};
