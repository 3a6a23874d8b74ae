/**
 * Graceful shutdown: slow requests in flight when SIGTERM arrives must get their full
 * answer, an idle keep-alive connection must not hold the exit up, new connections are refused,
 * the process exits 0, and the likes reserved by those requests end up confirmed, not pending.
 */
import { Agent, request as httpRequest } from "node:http";
import { sentAnswer, startFakeLikesUpstream } from "../../server/test/fake-likes-upstream";
import { startFakeOpenAi } from "../../server/test/fake-chat-upstreams";
import { send, type Answer } from "./lib/http-client";
import { createThrowawayDatabase } from "./lib/postgres";
import { killServer, startServer } from "./lib/server-process";
import type { ProveRow } from "./types";

const PART = "durability";
const PROVIDER_DELAY_MS = 2000;
const CHAT_PIECES = Array.from({ length: 20 }, (_, i) => `piece${i} `);
const SLOW_LIKES = 3;

const failed = (err: unknown): Answer => ({ status: 0, body: String(err instanceof Error ? err.message : err), headers: {} });

/** One request on a keep-alive agent, so the connection stays open (idle) afterwards. */
function keepAliveGet(origin: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/health`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

export async function gracefulShutdownRows(): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const likes = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: PROVIDER_DELAY_MS }));
  const chat = await startFakeOpenAi();
  chat.behave({ kind: "stream", pieces: CHAT_PIECES, delayMs: 100 });
  const database = await createThrowawayDatabase();
  const agent = new Agent({ keepAlive: true });
  try {
    const server = await startServer({
      DATABASE_URL: database.url,
      LIKES_API_URL: likes.pathTemplate,
      OPENAI_BASE_URL: chat.url,
      OPENAI_MODEL: "fake-model",
      IP_HASH_SECRET: "prove-shutdown-ip-hash-secret",
    });
    const idle = await keepAliveGet(server.origin, agent);
    const uids = Array.from({ length: SLOW_LIKES }, (_, i) => String(50_000_000 + (Date.now() % 1_000_000) * 10 + i));
    const inFlight = uids.map((uid, i) =>
      send(server.origin, "/api/ff-likes", { body: { uid, region: "ind" }, localAddress: `127.0.9.${i + 1}`, timeoutMs: 15_000 }).catch(failed),
    );
    const stream = send(server.origin, "/api/chat", {
      body: { messages: [{ role: "user", content: "Tell me about the site" }] },
      localAddress: "127.0.9.100",
      timeoutMs: 15_000,
    }).catch(failed);
    // Wait until every slow request reached its provider, then ask the server to stop.
    const deadline = Date.now() + 5000;
    while ((likes.requests.length < SLOW_LIKES || chat.requests.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const termAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const late = await send(server.origin, "/api/health", { timeoutMs: 2000 }).catch(failed);
    const [answers, chatAnswer, exit] = await Promise.all([Promise.all(inFlight), stream, server.exited]);
    const exitMs = Date.now() - termAt;

    const fullLikes = answers.filter((a) => a.status === 200 && a.body.includes('"success":true')).length;
    rows.push({
      part: PART,
      check: `SIGTERM: ${SLOW_LIKES} likes in flight (provider takes ${PROVIDER_DELAY_MS} ms)`,
      target: `${SLOW_LIKES} full 200 answers`,
      measured: `${fullLikes} full 200 answers (${answers.map((a) => a.status).join(", ")})`,
      ok: fullLikes === SLOW_LIKES,
    });
    const expectedText = CHAT_PIECES.join("");
    rows.push({
      part: PART,
      check: "SIGTERM: chat stream in flight (2 s)",
      target: "complete text, 200",
      measured: `${chatAnswer.status}, ${chatAnswer.body.length}/${expectedText.length} chars${chatAnswer.body === expectedText ? ", complete" : ""}`,
      ok: chatAnswer.status === 200 && chatAnswer.body === expectedText,
    });
    rows.push({
      part: PART,
      check: "SIGTERM: a new connection after the signal",
      target: "refused",
      measured: late.status === 0 ? late.body.slice(0, 60) : `answered ${late.status}`,
      ok: late.status === 0 && /ECONNREFUSED/.test(late.body),
    });
    rows.push({
      part: PART,
      check: "SIGTERM: exit code and time (idle keep-alive open)",
      target: "0, well within the 35 s grace",
      measured: `code ${exit.code}${exit.signal ? ` signal ${exit.signal}` : ""}, ${exitMs} ms (keep-alive got ${idle})`,
      ok: exit.code === 0 && exitMs < 10_000,
    });
    const settled = await database.query<{ uid: string; status: string }>("select uid, status from likes_free_uses");
    const confirmed = settled.filter((r) => uids.includes(r.uid) && r.status === "confirmed").length;
    const pending = settled.filter((r) => r.status === "pending").length;
    rows.push({
      part: PART,
      check: "SIGTERM: likes reserved by those requests",
      target: `${SLOW_LIKES} confirmed, 0 pending`,
      measured: `${confirmed} confirmed, ${pending} pending`,
      ok: confirmed === SLOW_LIKES && pending === 0,
    });
    await killServer(server, "SIGKILL");
  } finally {
    agent.destroy();
    await likes.close();
    await chat.close();
    await database.drop();
  }
  return rows;
}
