/**
 * A reverse proxy on loopback that behaves like nginx with
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it keeps whatever the client sent
 * in X-Forwarded-For and APPENDS the address it really saw the client connect from. A client can
 * therefore prepend lies, but never replace the last entry, which is what a trusted proxy vouches for.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export type ForwardingProxy = { origin: string; forwarded: number; close(): Promise<void> };

export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const state = { forwarded: 0 };
  const server = createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? "";
    const prior = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": prior ? `${String(prior)}, ${peer}` : peer, host: upstream.host };
    state.forwarded++;
    const out = httpRequest(
      // The proxy itself always connects from 127.0.0.1: the one address the app is told to trust.
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent: false, localAddress: "127.0.0.1" },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get forwarded() {
      return state.forwarded;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
