/**
 * Slow clients for the timeout test and `npm run prove`: each opens a connection, sends a request
 * head declaring a body it never finishes (or a head it never finishes), and waits to see whether
 * the server cuts it and what it says.
 */
import { connect } from "node:net";

export type SlowClient = {
  /** Resolves when the server closes the connection: how long it was open and what the server wrote. */
  closed: Promise<{ ms: number; raw: string; refusedAtOnce: boolean }>;
  destroy: () => void;
};

export type SlowKind = "body" | "headers";

/**
 * `body`: POST /api/chat declaring 500 bytes and sending one. `headers`: a head that never ends.
 * `localAddress` (127.x.y.z) makes each client a different loopback visitor.
 */
export function openSlowClient(port: number, kind: SlowKind = "body", localAddress?: string): SlowClient {
  const started = Date.now();
  const host = "127.0.0.1";
  const socket = connect({ port, host, localAddress });
  const chunks: Buffer[] = [];
  let connected = false;
  socket.on("connect", () => {
    connected = true;
    socket.write(
      kind === "body"
        ? `POST /api/chat HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`
        : `GET /api/health/live HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `,
    );
  });
  socket.on("data", (c: Buffer) => chunks.push(c));
  const closed = new Promise<{ ms: number; raw: string; refusedAtOnce: boolean }>((resolve) => {
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      resolve({ ms: Date.now() - started, raw, refusedAtOnce: !connected || (raw === "" && Date.now() - started < 200) });
    });
  });
  return { closed, destroy: () => socket.destroy() };
}

/** The status of a raw HTTP answer, or 0 when there was none. */
export function rawStatus(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
}
