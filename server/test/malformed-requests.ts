/**
 * A seeded generator of malformed API requests (issue 12, "Bad input"): broken and deeply nested
 * JSON, wrong types for every field, bodies just over and under each limit, huge and many headers,
 * odd content types and charsets, invalid UTF-8, lone surrogates, NUL bytes, path tricks and every
 * wrong method. Used by the fast fuzz test (server/fuzz.test.ts, via `inject`) and by the long one
 * (scripts/prove/fuzz.ts, over real HTTP). The same seed always gives the same requests.
 */
import { CHAT_MAX_BODY_BYTES } from "../../contracts/chat";

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

export type RouteFamily = "likes" | "tool-usage" | "blog" | "chat" | "health" | "admin" | "unknown";
export const ROUTE_FAMILIES: readonly RouteFamily[] = ["likes", "tool-usage", "blog", "chat", "health", "admin", "unknown"];

/** Body limits the server enforces, so the generator can aim just over and just under them. */
const LIMITS: Record<RouteFamily, number> = {
  likes: 1024,
  chat: CHAT_MAX_BODY_BYTES,
  "tool-usage": 64 * 1024,
  blog: 64 * 1024,
  health: 64 * 1024,
  admin: 64 * 1024,
  unknown: 64 * 1024,
};

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

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A well-formed request of each family: the starting point every mutation breaks. */
type Base = { method: string; url: string; body?: Record<string, unknown>; headers?: Record<string, string> };
function bases(family: RouteFamily): Base[] {
  switch (family) {
    case "likes":
      return [{ method: "POST", url: "/api/ff-likes", body: { uid: "123456789", region: "ind" } }, { method: "GET", url: "/api/ff-likes/status" }];
    case "tool-usage":
      return [{ method: "POST", url: "/api/tool-usage/password-generator", body: {} }];
    case "blog":
      return [{ method: "GET", url: "/api/blog" }, { method: "GET", url: "/api/blog/keep-your-game-account-safe" }];
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
    case "unknown":
      return [{ method: "GET", url: "/api/nope" }, { method: "POST", url: "/api/ff-likes/extra", body: {} }];
  }
}

/** Values of every wrong type (and some right types with wrong contents) for any field. */
function wrongValue(rng: Rng): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => int(rng, -1e9, 1e9),
    () => 1e308 * 10, // Infinity: JSON.stringify writes null
    () => -0,
    () => 12345678901234567890,
    () => [],
    () => [1, "2", null],
    () => ({}),
    () => ({ nested: { deeper: [] } }),
    () => "",
    () => " ",
    () => "\u0000",
    () => "\ud800", // lone high surrogate
    () => "\udfff",
    () => "12345678\u0000",
    () => "١٢٣٤٥٦٧٨٩", // Arabic-Indic digits
    () => "１２３４５６７８９", // full-width digits
    () => "<script>alert(1)</script>",
    () => "' OR 1=1 --",
    () => "../../etc/passwd",
    () => "x".repeat(int(rng, 100, 5000)),
    () => "😀".repeat(int(rng, 1, 600)),
    () => "e\u0301".repeat(50),
    () => "\u202e\u200b\ufeff",
    () => ({ __proto__: { admin: true } }),
    () => ({ constructor: { prototype: { polluted: true } } }),
  ];
  return pick(rng, choices)();
}

function nested(depth: number, kind: "array" | "object" | "mixed"): string {
  let open = "";
  let close = "";
  for (let i = 0; i < depth; i++) {
    const obj = kind === "object" || (kind === "mixed" && i % 2 === 1);
    open += obj ? '{"a":' : "[";
    close = (obj ? "}" : "]") + close;
  }
  return `${open}1${close}`;
}

type Mutation = (req: MalformedRequest, base: Base, rng: Rng) => void;

const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const withBody = (req: MalformedRequest, body: Buffer, contentType = "application/json") => {
  req.body = body;
  req.headers["content-type"] = contentType;
};

/** Each mutation breaks one thing of a well-formed request. */
const BODY_MUTATIONS: Record<string, Mutation> = {
  "broken JSON": (r, b, rng) => {
    const text = JSON.stringify(b.body ?? { a: 1 });
    withBody(r, Buffer.from(text.slice(0, int(rng, 0, Math.max(0, text.length - 1)))));
  },
  "JSON with trailing garbage": (r, b) => withBody(r, Buffer.from(`${JSON.stringify(b.body ?? {})}}}]]`)),
  "JSON with comments and single quotes": (r) => withBody(r, Buffer.from("{'uid': '1', /* c */ region: ind,}")),
  "deeply nested JSON": (r, b, rng) => {
    const limit = LIMITS[r.family];
    const depth = pick(rng, [100, 1000, 5000, 10_000, 100_000]);
    const text = nested(depth, pick(rng, ["array", "object", "mixed"] as const));
    withBody(r, Buffer.from(text.length <= limit || rng() < 0.3 ? text : nested(Math.floor(limit / 6), "array")));
  },
  "deeply nested field value": (r, b, rng) => {
    const field = pick(rng, Object.keys(b.body ?? { a: 1 }));
    const depth = Math.min(int(rng, 50, 4000), Math.floor((LIMITS[r.family] - 100) / 2));
    withBody(r, Buffer.from(`{"${field}":${nested(depth, "array")}}`));
  },
  "wrong type for a field": (r, b, rng) => {
    const body: Record<string, unknown> = { ...(b.body ?? {}) };
    const keys = Object.keys(body);
    const field = keys.length ? pick(rng, keys) : "x";
    body[field] = wrongValue(rng);
    withBody(r, json(body));
  },
  "wrong type inside a message": (r, _b, rng) => {
    const message: Record<string, unknown> = { role: "user", content: "hi" };
    message[pick(rng, ["role", "content"])] = wrongValue(rng);
    withBody(r, json({ messages: pick(rng, [[message], [message, message], wrongValue(rng)]) }));
  },
  "missing fields": (r, b, rng) => {
    const body: Record<string, unknown> = { ...(b.body ?? {}) };
    const keys = Object.keys(body);
    if (keys.length) delete body[pick(rng, keys)];
    withBody(r, json(body));
  },
  "extra and prototype keys": (r, b) =>
    withBody(r, Buffer.from(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(b.body ?? {}).slice(1)}`)),
  "duplicate keys": (r, b) => {
    const inner = JSON.stringify(b.body ?? { a: 1 }).slice(1, -1);
    withBody(r, Buffer.from(`{${inner},${inner.replace(/"[^"]*"(?=,|$)/g, "null")}}`));
  },
  "top-level non-object": (r, _b, rng) => withBody(r, Buffer.from(pick(rng, ["null", "1", '"str"', "[]", "true", "-0", "1e999", '"\\ud800"']))),
  "empty body with JSON type": (r) => withBody(r, Buffer.alloc(0)),
  "whitespace body": (r) => withBody(r, Buffer.from(" \n\t\r ")),
  "body just over the limit": (r) => withBody(r, Buffer.from(`{"pad":"${"a".repeat(LIMITS[r.family] - 9)}"}`)),
  "body just under the limit": (r) => withBody(r, Buffer.from(`{"pad":"${"a".repeat(LIMITS[r.family] - 11)}"}`)),
  "huge body": (r, _b, rng) => withBody(r, Buffer.alloc(int(rng, 256 * 1024, 2 * 1024 * 1024), 0x61)),
  "invalid UTF-8 bytes": (r, b) => {
    const text = Buffer.from(JSON.stringify(b.body ?? { a: "x" }));
    withBody(r, Buffer.concat([text.subarray(0, text.length - 3), Buffer.from([0xc0, 0xaf, 0xff, 0xfe, 0xed, 0xa0, 0x80]), text.subarray(text.length - 3)]));
  },
  "overlong UTF-8 in a string": (r) => withBody(r, Buffer.concat([Buffer.from('{"uid":"'), Buffer.from([0xc0, 0xae, 0xc0, 0xae, 0xe0, 0x80, 0xaf]), Buffer.from('","region":"ind"}')])),
  "escaped lone surrogates and NULs": (r, b) => {
    const keys = Object.keys(b.body ?? { a: 1 });
    withBody(r, Buffer.from(`{${keys.map((k) => `"${k}":"\\ud800\\u0000\\udc00x"`).join(",")}}`));
  },
  "raw NUL bytes": (r, b) => withBody(r, Buffer.concat([Buffer.from([0, 0, 0]), json(b.body ?? {}), Buffer.from([0])])),
  "UTF-8 BOM": (r, b) => withBody(r, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json(b.body ?? {})])),
  "UTF-16 body": (r, b) => withBody(r, Buffer.from(JSON.stringify(b.body ?? {}), "utf16le"), "application/json; charset=utf-16"),
  "random bytes": (r, _b, rng) => withBody(r, Buffer.from(Array.from({ length: int(rng, 1, 2000) }, () => int(rng, 0, 255)))),
  "huge number": (r) => withBody(r, Buffer.from(`{"uid":${"9".repeat(900)},"days":1e400}`)),
};

const CONTENT_TYPES = [
  "",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/json; charset=latin1",
  "application/json; charset=utf-32",
  "application/json; charset=\u00ff",
  "application/json;;;;",
  "application/json, text/html",
  "APPLICATION/JSON",
  "application/jsonp",
  "application/json-patch+json",
  "application/xml",
  "*/*",
  "application/" + "x".repeat(5000),
  "application/json; charset=utf-8; " + "p=v; ".repeat(500),
  "application/octet-stream",
  "\u0000",
];

const HEADER_MUTATIONS: Record<string, Mutation> = {
  "odd content type": (r, b, rng) => {
    r.body = r.body ?? json(b.body ?? { a: 1 });
    const ct = pick(rng, CONTENT_TYPES);
    if (ct) r.headers["content-type"] = ct;
    else delete r.headers["content-type"];
  },
  "huge header": (r, _b, rng) => {
    r.headers[pick(rng, ["x-big", "user-agent", "referer", "accept-language", "cookie"])] = "h".repeat(int(rng, 4000, 15_000));
  },
  "many headers": (r, _b, rng) => {
    for (let i = 0; i < int(rng, 50, 90); i++) r.headers[`x-h-${i}`] = String(i);
  },
  "garbage authorization": (r, _b, rng) => {
    r.headers.authorization = pick(rng, [
      "Bearer",
      "Bearer ",
      "Bearer " + "A".repeat(5000),
      "Basic Zm9vOmJhcg==",
      "Bearer VIP-\u00e9\u00e9",
      "Bearer VIP-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA",
      "bearer vip-x",
      "Bearer ../../x",
    ]);
  },
  "garbage cookie": (r, _b, rng) => {
    r.headers.cookie = pick(rng, ["admin_session=", "admin_session=%zz", "admin_session=" + "x".repeat(4000), "a=b; admin_session=1.2.3", ";;;=;", "admin_session=\u00ff"]);
  },
  "forged proxy and origin headers": (r, _b, rng) => {
    r.headers["x-forwarded-for"] = pick(rng, ["1.2.3.4", "::1", "not-an-ip", "1.2.3.4, 5.6.7.8", "999.999.999.999", ",,,"]);
    r.headers["x-forwarded-host"] = "evil.example";
    r.headers.origin = pick(rng, ["null", "https://evil.example", "http://[::1", "file://", "x".repeat(300)]);
    r.headers.host = pick(rng, ["evil.example", "127.0.0.1:1", "[::1]", "a..b"]);
  },
  "odd accept and encodings": (r, _b, rng) => {
    r.headers.accept = pick(rng, ["*/*;q=abc", "text/event-stream", "application/json;q=0", ""]);
    r.headers["accept-encoding"] = pick(rng, ["br;q=NaN", "gzip, gzip, gzip", "identity;q=0", "*;q=0", "x".repeat(1000)]);
    r.headers["accept-charset"] = "utf-16";
  },
  "CSRF header wrong": (r, _b, rng) => {
    r.headers["x-admin-csrf"] = pick(rng, ["0", "", "1, 1", "true"]);
  },
};

const PATH_TRICKS: readonly ((url: string, rng: Rng) => string)[] = [
  (u) => u.replace("/api/", "/api/..%2f..%2f"),
  (u) => u.replace("/api/", "/api/%2e%2e/"),
  (u) => u + "%00",
  (u) => u + "%00.html",
  (u) => u.replace("/api/", "//api//"),
  (u) => u.replace("/api/", "/api/./"),
  (u) => u + "/",
  (u) => u + "%2f",
  (u) => u + "%",
  (u) => u + "%zz",
  (u) => u + "%c0%af",
  (u) => u + "%e0%80%af",
  (u) => u + "%ed%a0%80",
  (u) => u + "%ff%fe",
  (u) => u + "%F0%9F%98%80",
  (u) => u + "/" + "a".repeat(300),
  (u, rng) => u + "/" + "%41".repeat(int(rng, 100, 2500)),
  (u, rng) => `${u}${u.includes("?") ? "&" : "?"}${"q=1&".repeat(int(rng, 10, 3000))}`,
  (u) => `${u}${u.includes("?") ? "&" : "?"}__proto__[x]=1&constructor[prototype][y]=2&days[]=30&days=7`,
  (u) => `${u}?days=%00&days=%ff`,
  (u) => u.toUpperCase(),
  (u) => u.replace(/\/[^/]*$/, "/%2e%2e%2f%2e%2e%2fetc%2fpasswd"),
  (u) => u.replace(/\/[^/]*$/, "/..\\..\\windows"),
  (u) => u + "#fragment",
  (u) => u + ";jsessionid=1",
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "SEARCH", "LOCK"];

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
        const method = pick(rng, METHODS.filter((m) => m !== base.method));
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
