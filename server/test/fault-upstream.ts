/**
 * An upstream that fails on demand (docs/proofs.md, "faults"): a real node:http server on loopback that
 * answers well, or never answers, resets the connection before or during the body, answers 5xx,
 * sends garbage, truncated or wrong-shaped answers, HTML, a huge body, or drips its answer one byte
 * per second. It stands in for the likes provider and for the chat model (Gemini or OpenAI
 * dialect), in the fast fault tests and in scripts/prove/faults.ts.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export const FAULT_MODES = [
  "hang",
  "reset",
  "reset-mid-body",
  "status-500",
  "status-502",
  "status-503",
  "garbage",
  "truncated",
  "wrong-shape",
  "html",
  "huge",
  "slow-headers",
  "drip-body",
  "stall-after-first",
] as const;
export type FaultMode = "ok" | (typeof FAULT_MODES)[number];

/** What a good answer looks like for this upstream; `first` is its first meaningful piece. */
export type GoodAnswer = { contentType: string; body: string; first: string; wrongShape: string };

export type FaultUpstream = {
  origin: string;
  setMode(mode: FaultMode): void;
  /** Requests seen so far. */
  readonly hits: number;
  close(): Promise<void>;
};

const HUGE_BYTES = 8 * 1024 * 1024;

export async function startFaultUpstream(good: GoodAnswer, mode: FaultMode = "ok"): Promise<FaultUpstream> {
  let current = mode;
  let hits = 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  function answer(res: ServerResponse, m: FaultMode) {
    const ok = () => res.writeHead(200, { "content-type": good.contentType });
    const half = good.body.slice(0, Math.floor(good.body.length / 2));
    switch (m) {
      case "ok":
        return ok().end(good.body);
      case "hang":
        return;
      case "reset":
        return res.socket?.destroy();
      case "reset-mid-body":
        ok().write(half);
        return later(50, () => res.socket?.destroy());
      case "status-500":
      case "status-502":
      case "status-503":
        return res.writeHead(Number(m.slice(7)), { "content-type": "application/json" }).end('{"error":"internal detail: key quota exhausted for sk-upstream-secret"}');
      case "garbage":
        return ok().end(Buffer.from([0x00, 0xff, 0xfe, 0x7b, 0x22, 0x0a, 0x0a, 0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0x7b, 0x7b, 0x0a, 0x0a]));
      case "truncated":
        return ok().end(half);
      case "wrong-shape":
        return ok().end(good.wrongShape);
      case "html":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html><body><h1>502 Bad Gateway</h1>cloudflare</body></html>");
      case "huge": {
        ok();
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < HUGE_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        return pump();
      }
      case "slow-headers":
        return later(60_000, () => answer(res, "ok"));
      case "drip-body": {
        ok();
        let i = 0;
        const drip = () => {
          if (res.destroyed) return;
          if (i >= good.body.length) return void res.end();
          res.write(good.body[i++]!);
          later(1000, drip);
        };
        return drip();
      }
      case "stall-after-first":
        ok().write(good.first);
        return;
    }
  }

  const server = createServer((req, res) => {
    hits++;
    const m = current;
    // Read the request body first, as a real server would, then misbehave.
    req.resume();
    req.on("end", () => answer(res, m));
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setMode: (m) => {
      current = m;
    },
    get hits() {
      return hits;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A likes provider's good answer (the community shape) for any UID. */
export const LIKES_GOOD_ANSWER: GoodAnswer = {
  contentType: "application/json",
  body: JSON.stringify({
    status: 1,
    response: { LikesGivenByAPI: 100, LikesbeforeCommand: 1200, LikesafterCommand: 1300, PlayerLevel: 57, PlayerNickname: "FaultPlayer", UID: 123456789 },
  }),
  first: '{"status":1,"response":{',
  wrongShape: JSON.stringify([{ likes: "many" }]),
};

const geminiEvent = (text: string) => `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text }], role: "model" }, index: 0 }] })}\r\n\r\n`;
const openAiEvent = (text: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`;

/** A chat model's good streamed answer, in Gemini's or OpenAI's dialect. */
export function chatGoodAnswer(dialect: "gemini" | "openai"): GoodAnswer {
  const event = dialect === "gemini" ? geminiEvent : openAiEvent;
  const pieces = ["Namaste ", "gamer! ", "Try the ", "likes tool."];
  return {
    contentType: "text/event-stream",
    body:
      pieces.map(event).join("") +
      (dialect === "openai"
        ? "data: [DONE]\n\n"
        : `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text: "" }], role: "model" }, finishReason: "STOP", index: 0 }] })}\r\n\r\n`),
    first: event(pieces[0]!),
    wrongShape: `data: ${JSON.stringify({ unexpected: { shape: true } })}\n\n`,
  };
}

export const CHAT_GOOD_TEXT = "Namaste gamer! Try the likes tool.";
