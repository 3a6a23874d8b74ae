/**
 * Fake model servers for the chat tests: real node:http servers on 127.0.0.1, speaking each
 * provider's own streaming format (Gemini's streamGenerateContent?alt=sse and OpenAI's chat
 * completions with stream: true), so the providers are tested over real HTTP.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake does with a request. */
export type FakeBehaviour =
  /** Stream these pieces of text, `delayMs` apart, then end properly. */
  | { kind: "stream"; pieces: string[]; delayMs?: number }
  /** Answer this status with an error body that must never reach a visitor. */
  | { kind: "status"; status: number; body: string }
  /** Accept the request and never answer. */
  | { kind: "hang" }
  /** Send the first piece, then go silent forever. */
  | { kind: "stall"; first: string };

export type SeenRequest = {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
  /** Resolves when the client side of this request went away before the answer ended. */
  abandoned: Promise<void>;
};

export type FakeUpstream = {
  /** Base URL to put in the config. */
  url: string;
  requests: SeenRequest[];
  behave(next: FakeBehaviour): void;
  close(): Promise<void>;
};

type Dialect = "gemini" | "openai";

function sseEvent(dialect: Dialect, text: string): string {
  if (dialect === "gemini") {
    // Gemini separates events with CRLF pairs.
    return `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text }], role: "model" }, index: 0 }] })}\r\n\r\n`;
  }
  return `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: text } }] })}\n\n`;
}

function sseEnd(dialect: Dialect): string {
  if (dialect === "gemini") {
    return `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text: "" }], role: "model" }, finishReason: "STOP", index: 0 }] })}\r\n\r\n`;
  }
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\ndata: [DONE]\n\n`;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startFake(dialect: Dialect): Promise<FakeUpstream> {
  let behaviour: FakeBehaviour = { kind: "stream", pieces: ["Hello"] };
  const requests: SeenRequest[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    let markAbandoned!: () => void;
    const abandoned = new Promise<void>((r) => (markAbandoned = r));
    res.on("close", () => {
      open.delete(res);
      if (!res.writableFinished) markAbandoned();
    });
    open.add(res);
    const body = await readBody(req);
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, abandoned });
    const b = behaviour;
    if (b.kind === "status") {
      res.writeHead(b.status, { "content-type": "application/json" }).end(b.body);
      return;
    }
    if (b.kind === "hang") return;
    res.writeHead(200, { "content-type": "text/event-stream" });
    if (b.kind === "stall") {
      res.write(sseEvent(dialect, b.first));
      return;
    }
    for (const piece of b.pieces) {
      if (res.destroyed) return;
      res.write(sseEvent(dialect, piece));
      if (b.delayMs) await wait(b.delayMs);
    }
    res.end(sseEnd(dialect));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;

  return {
    url: dialect === "gemini" ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

export const startFakeGemini = () => startFake("gemini");
export const startFakeOpenAi = () => startFake("openai");
