/**
 * A tiny HTTP client for the proof: one fresh connection per request (no keep-alive pool, so
 * concurrent requests really are concurrent connections), and an optional loopback source
 * address. Linux accepts the whole 127.0.0.0/8 on `lo`, so binding 127.0.0.N gives each simulated
 * visitor its own socket address, which is what the server sees when TRUST_PROXY is off. An
 * https: origin is verified against the `tls` option's CA for its server name, as a browser that
 * trusts that CA would verify it.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest, type RequestOptions as HttpsRequestOptions } from "node:https";

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  localAddress?: string;
  timeoutMs?: number;
  /** For an https: origin: the CA its certificate must chain to, and the name it must be for. */
  tls?: { ca: string; serverName: string };
};

export function send(origin: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, origin);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const options: HttpsRequestOptions = {
    hostname: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method: opts.method ?? (payload ? "POST" : "GET"),
    agent: false,
    localAddress: opts.localAddress,
    headers: {
      connection: "close",
      ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
      ...opts.headers,
    },
    timeout: opts.timeoutMs ?? 30_000,
    ...(opts.tls ? { servername: opts.tls.serverName, ca: opts.tls.ca } : {}),
  };
  const open = (onResponse: (res: IncomingMessage) => void): ClientRequest => (url.protocol === "https:" ? httpsRequest(options, onResponse) : httpRequest(options, onResponse));
  return new Promise((resolve, reject) => {
    const req = open((res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`request to ${path} timed out`)));
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The JSON `message` of an answer, or "" when it has none. */
export function messageOf(answer: Answer): string {
  try {
    const json = JSON.parse(answer.body) as { message?: unknown };
    return typeof json.message === "string" ? json.message : "";
  } catch {
    return "";
  }
}

/** Counts answers by status: "200×1, 429×199". */
export function statusSummary(answers: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === 0 ? "error" : s}×${n}`)
    .join(", ");
}
