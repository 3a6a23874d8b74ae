/**
 * A seeded generator of malformed API requests (docs/proofs.md, "fuzz"): broken and deeply nested
 * JSON, wrong types for every field, bodies just over and under each limit, huge and many headers,
 * odd content types and charsets, invalid UTF-8, lone surrogates, NUL bytes, path tricks and every
 * wrong method. Used by the fast fuzz test (server/fuzz.test.ts, via `inject`) and by the long one
 * (scripts/prove/fuzz.ts, over real HTTP). The same seed always gives the same requests.
 */
import { BODY_MUTATIONS, HEADER_MUTATIONS, METHODS, PATH_TRICKS, int, json, pick, withBody, type Base } from "./malformed-mutations";

export type MalformedRequest = {
  /** Which route family it aims at (for the per-family counts). */
  family: RouteFamily;
  /** What was broken, for a failure message that can be replayed. */
  kind: string;
  method: string;
  /** Path and query, possibly with raw bytes that `fetch` would refuse (percent-encoded here). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
};

export type RouteFamily = "likes" | "tool-usage" | "blog" | "chat" | "health" | "admin" | "challenge" | "unknown";
export const ROUTE_FAMILIES: readonly RouteFamily[] = ["likes", "tool-usage", "blog", "chat", "health", "admin", "challenge", "unknown"];

/** mulberry32: small, fast and good enough to pick mutations; seeded so runs repeat. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A well-formed request of each family: the starting point every mutation breaks. */
function bases(family: RouteFamily): Base[] {
  switch (family) {
    case "likes":
      return [
        { method: "POST", url: "/api/ff-likes", body: { uid: "123456789", region: "ind" } },
        { method: "GET", url: "/api/ff-likes/status" },
      ];
    case "tool-usage":
      return [{ method: "POST", url: "/api/tool-usage/password-generator", body: {} }];
    case "blog":
      return [
        { method: "GET", url: "/api/blog" },
        { method: "GET", url: "/api/blog/keep-your-game-account-safe" },
        { method: "POST", url: "/api/blog/keep-your-game-account-safe/views", body: {} },
      ];
    case "chat":
      return [{ method: "POST", url: "/api/chat", body: { messages: [{ role: "user", content: "hi" }] } }];
    case "health":
      return [{ method: "GET", url: "/api/health" }];
    case "admin":
      return [
        { method: "POST", url: "/api/admin/session", body: { token: "not-the-token-0123456789" }, headers: { "x-admin-csrf": "1" } },
        { method: "GET", url: "/api/admin/stats?days=30" },
        { method: "GET", url: "/api/admin/config" },
        { method: "POST", url: "/api/admin/vip", body: { days: 30, note: "x" }, headers: { "x-admin-csrf": "1" } },
        { method: "POST", url: "/api/admin/vip/1/revoke", body: {}, headers: { "x-admin-csrf": "1" } },
        { method: "DELETE", url: "/api/admin/session", headers: { "x-admin-csrf": "1" } },
      ];
    case "challenge":
      return [
        { method: "GET", url: "/api/challenge/today" },
        { method: "POST", url: "/api/challenge/runs/start", body: { game: "memory", deviceKey: "fuzz-device-key-0123456789" } },
        { method: "POST", url: "/api/challenge/runs/moves", body: { token: "A".repeat(43), game: "memory", from: 0, moves: [3], at: [800] } },
        {
          method: "POST",
          url: "/api/challenge/runs/finish",
          body: { token: "A".repeat(43), game: "snake", log: { inputs: [[0, "up", 300]], endTick: 5, endAt: 400, pauses: [] } },
        },
        {
          method: "POST",
          url: "/api/challenge/runs",
          body: { token: "A".repeat(43), game: "snake", nickname: "Fuzzer", log: { inputs: [[0, "up", 300]], endTick: 5, endAt: 400, pauses: [] }, claimedScore: 0 },
        },
        {
          method: "POST",
          url: "/api/challenge/runs",
          body: { token: "x", game: "2048", nickname: "Fuzzer", log: { moves: ["left", "up"], at: [500, 900] }, claimedScore: 4, deviceKey: "fuzz-device-key-0123456789" },
        },
        { method: "GET", url: "/api/challenge/2048/leaderboard?day=2026-11-24&nickname=Fuzzer" },
        { method: "GET", url: "/api/challenge/2048/leaderboard?day=2026-02-30" },
        { method: "GET", url: "/api/challenge/winners?day=2026-11-23" },
        { method: "GET", url: "/api/challenge/records" },
        { method: "GET", url: "/api/admin/challenge?day=2026-11-24" },
        { method: "GET", url: "/api/admin/challenge/outcomes?days=14" },
        { method: "DELETE", url: "/api/admin/challenge/runs/1", headers: { "x-admin-csrf": "1" } },
        { method: "POST", url: "/api/admin/challenge/runs/1/rank", body: {}, headers: { "x-admin-csrf": "1" } },
        { method: "POST", url: "/api/admin/challenge/runs/1/refuse", body: {}, headers: { "x-admin-csrf": "1" } },
        { method: "POST", url: "/api/admin/challenge/blocked-nicknames", body: { nickname: "Fuzzer" }, headers: { "x-admin-csrf": "1" } },
        { method: "POST", url: "/api/admin/challenge/blocked-players", body: { runId: 1 }, headers: { "x-admin-csrf": "1" } },
      ];
    case "unknown":
      return [
        { method: "GET", url: "/api/nope" },
        { method: "POST", url: "/api/ff-likes/extra", body: {} },
      ];
  }
}

/** Every malformed request the generator can make, `count` of them, spread over the route families. */
export function* malformedRequests(seed: number, count: number, families: readonly RouteFamily[] = ROUTE_FAMILIES): Generator<MalformedRequest> {
  const rng = seededRandom(seed);
  const bodyKinds = Object.keys(BODY_MUTATIONS);
  const headerKinds = Object.keys(HEADER_MUTATIONS);
  for (let i = 0; i < count; i++) {
    const family = families[i % families.length]!;
    const base = pick(rng, bases(family));
    const req: MalformedRequest = { family, kind: "", method: base.method, url: base.url, headers: { ...(base.headers ?? {}) } };
    if (base.body) withBody(req, json(base.body));
    const kinds: string[] = [];
    // One to three breakages per request, so combinations get tried too.
    const n = int(rng, 1, 3);
    for (let k = 0; k < n; k++) {
      const area = rng();
      if (area < 0.45) {
        const kind = pick(rng, bodyKinds);
        kinds.push(kind);
        BODY_MUTATIONS[kind]!(req, base, rng);
      } else if (area < 0.7) {
        const kind = pick(rng, headerKinds);
        kinds.push(kind);
        HEADER_MUTATIONS[kind]!(req, base, rng);
      } else if (area < 0.9) {
        kinds.push("path trick");
        req.url = pick(rng, PATH_TRICKS)(req.url, rng);
      } else {
        const method = pick(
          rng,
          METHODS.filter((m) => m !== base.method),
        );
        kinds.push(`method ${method}`);
        req.method = method;
      }
    }
    // GET and HEAD carry no body in HTTP clients; keep it only where a client could send one.
    if ((req.method === "GET" || req.method === "HEAD") && rng() < 0.7) {
      delete req.body;
      delete req.headers["content-type"];
    }
    req.kind = kinds.join(" + ");
    yield req;
  }
}

/** What a 4xx must carry: a JSON body with a message a visitor can read. */
export function errorMessageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message.trim() !== "" ? parsed.message : null;
  } catch {
    return null;
  }
}
