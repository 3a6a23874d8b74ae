/**
 * A real HTTP likes provider on loopback for tests (vitest and Playwright): it understands both
 * documented template styles, `/api/{region}/{uid}?key={key}` and
 * `/like?uid={uid}&server_name={region}&key={key}`, and answers each UID as the test says.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAnswer =
  | { type: "json"; body: unknown; httpStatus?: number; delayMs?: number }
  | { type: "raw"; body: string; httpStatus: number; contentType?: string }
  /** A 3xx pointing elsewhere: what a compromised provider would send to steer the server. */
  | { type: "redirect"; location: string; httpStatus?: number }
  /** Never answers (until the server closes): for timeouts. */
  | { type: "hang" };

export type FakeRequest = { uid: string; region: string; key: string; url: string };

export type FakeLikesUpstream = {
  /** Path-style template. */
  pathTemplate: string;
  /** Query-style template. */
  queryTemplate: string;
  requests: FakeRequest[];
  close(): Promise<void>;
};

/** The community shape, wrapped in `response`, with the extra fields that must never leak. */
export function sentAnswer(uid: string, overrides: Partial<Record<string, unknown>> = {}): FakeAnswer {
  return {
    type: "json",
    body: {
      status: 1,
      response: {
        LikesGivenByAPI: 100,
        LikesbeforeCommand: 1200,
        LikesafterCommand: 1300,
        PlayerLevel: 57,
        PlayerNickname: "FakePlayer",
        UID: Number(uid),
        KeyRemainingRequests: 42,
        KeyExpiresAt: "2099-01-01",
        ...overrides,
      },
    },
  };
}

export async function startFakeLikesUpstream(answer: (req: FakeRequest) => FakeAnswer): Promise<FakeLikesUpstream> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const pathMatch = /^\/api\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    const request: FakeRequest = {
      uid: decodeURIComponent(pathMatch?.[2] ?? url.searchParams.get("uid") ?? ""),
      region: decodeURIComponent(pathMatch?.[1] ?? url.searchParams.get("server_name") ?? ""),
      key: url.searchParams.get("key") ?? "",
      url: req.url ?? "",
    };
    requests.push(request);
    const a = answer(request);
    if (a.type === "hang") {
      hanging.add(res);
      return;
    }
    if (a.type === "redirect") {
      res.writeHead(a.httpStatus ?? 302, { location: a.location }).end();
      return;
    }
    const send = () => {
      const body = a.type === "json" ? JSON.stringify(a.body) : a.body;
      const contentType = a.type === "raw" ? (a.contentType ?? "text/plain") : "application/json";
      res.writeHead(a.httpStatus ?? 200, { "content-type": contentType }).end(body);
    };
    if (a.type === "json" && a.delayMs) setTimeout(send, a.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    pathTemplate: `${origin}/api/{region}/{uid}?key={key}`,
    queryTemplate: `${origin}/like?uid={uid}&server_name={region}&key={key}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
