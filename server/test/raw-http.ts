/**
 * Raw HTTP/1.1 over a socket, for requests `fetch` and `inject` refuse to send: broken chunking,
 * bad bytes in headers, oversized headers, garbage request lines. Used by the header test and the
 * fuzz proof.
 */
import { connect } from "node:net";

export type RawAnswer = { raw: string; closedWithoutAnswer: boolean; ms: number };

/** Writes `bytes` (optionally in pieces), then reads until the server closes or `timeoutMs` passes. */
export function sendRaw(port: number, bytes: Buffer | string | (Buffer | string)[], timeoutMs = 5000, { halfClose = false } = {}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString("latin1");
      resolve({ raw, closedWithoutAnswer: raw === "", ms: Date.now() - started });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (c) => {
      chunks.push(c);
      // One full answer is enough: a keep-alive server would otherwise hold the socket open.
      const text = Buffer.concat(chunks).toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd));
      if (headEnd !== -1 && length && text.length - headEnd - 4 >= Number(length[1])) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("connect", () => {
      for (const piece of Array.isArray(bytes) ? bytes : [bytes]) socket.write(piece);
      // Half-close: the client is gone after sending, as when a phone drops off mid-request.
      if (halfClose) socket.end();
    });
  });
}

/**
 * Requests Node's parser itself refuses, or whose client leaves before the body or the answer
 * (`gone`: sent with a half-close; no answer is owed).
 */
export type RawMalformedRequest = { name: string; bytes: string | Buffer; gone?: boolean };

export function rawMalformedRequests(host = "127.0.0.1"): RawMalformedRequest[] {
  const h = `Host: ${host}\r\n`;
  return [
    { name: "garbage request line", bytes: "GARBAGE\r\n\r\n" },
    { name: "HTTP/0.9 style request", bytes: "GET /api/health\r\n\r\n" },
    { name: "unknown HTTP version", bytes: `GET /api/health HTTP/9.9\r\n${h}\r\n` },
    { name: "NUL in the request line", bytes: `GET /api/he\0alth HTTP/1.1\r\n${h}\r\n` },
    { name: "space in the path", bytes: `GET /api/ health HTTP/1.1\r\n${h}\r\n` },
    { name: "header without a colon", bytes: `GET /api/health HTTP/1.1\r\n${h}NoColonHere\r\n\r\n` },
    { name: "control byte in a header value", bytes: `GET /api/health HTTP/1.1\r\n${h}X-A: a\x01b\r\n\r\n` },
    { name: "header name with spaces", bytes: `GET /api/health HTTP/1.1\r\n${h}Bad Name: x\r\n\r\n` },
    { name: "bare LF line endings", bytes: `GET /api/health HTTP/1.1\n${h.trim()}\n\n` },
    { name: "headers over 16 KB", bytes: `GET /api/health HTTP/1.1\r\n${h}X-Big: ${"a".repeat(20_000)}\r\n\r\n` },
    { name: "thousands of headers", bytes: `GET /api/health HTTP/1.1\r\n${h}${Array.from({ length: 3000 }, (_, i) => `X-${i}: v`).join("\r\n")}\r\n\r\n` },
    { name: "no Host header on HTTP/1.1", bytes: "GET /api/health HTTP/1.1\r\n\r\n" },
    { name: "two Content-Length values", bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n{"a":1}` },
    { name: "negative Content-Length", bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: -5\r\n\r\n{}` },
    {
      name: "Content-Length and chunked together",
      bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    },
    { name: "invalid chunk size", bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n` },
    {
      name: "chunk longer than declared",
      bytes: `POST /api/chat HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"messages":[]}\r\n0\r\n\r\n`,
    },
    {
      name: "chunked body that ends early",
      bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n10\r\n{"uid":"1`,
      gone: true,
    },
    {
      name: "Content-Length longer than the body",
      bytes: `POST /api/chat HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{"messages":`,
      gone: true,
    },
    {
      name: "client leaves right after sending",
      bytes: `POST /api/tool-usage/uid-generator HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      gone: true,
    },
    {
      name: "client leaves right after a likes request",
      bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: 36\r\n\r\n{"uid":"123456789","region":"ind"}  `,
      gone: true,
    },
    { name: "unknown Transfer-Encoding", bytes: `POST /api/ff-likes HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n{}` },
    { name: "invalid UTF-8 bytes in the path", bytes: Buffer.concat([Buffer.from("GET /api/blog/"), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from(` HTTP/1.1\r\n${h}\r\n`)]) },
    { name: "absolute-form URL to another host", bytes: `GET http://evil.example/api/health HTTP/1.1\r\n${h}\r\n` },
    { name: "CONNECT method", bytes: `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${h}\r\n` },
    { name: "path of 60 KB", bytes: `GET /api/${"a".repeat(60_000)} HTTP/1.1\r\n${h}\r\n` },
  ];
}

/** One request as HTTP/1.1 bytes, exactly as given (no validation), closing the connection after. */
export function serializeRequest(req: { method: string; url: string; headers: Record<string, string>; body?: Buffer }, extraHeaders: Record<string, string> = {}): Buffer {
  const headers: Record<string, string> = { host: "127.0.0.1", ...req.headers, ...extraHeaders, connection: "close" };
  if (req.body) headers["content-length"] = String(req.body.length);
  const head = `${req.method} ${req.url} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\r\n")}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "utf8"), req.body ?? Buffer.alloc(0)]);
}

/** The body of a raw answer (after the head), de-chunked when it was sent chunked. */
export function rawBody(raw: string): string {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd === -1) return "";
  const body = raw.slice(headEnd + 4);
  if (!/\r\ntransfer-encoding: *chunked/i.test(raw.slice(0, headEnd))) return body;
  let out = "";
  let rest = body;
  for (;;) {
    const nl = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, nl), 16);
    if (nl === -1 || !size) break;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
  return out;
}
