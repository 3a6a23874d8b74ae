/**
 * The breakages the malformed-request generator (malformed-requests.ts) applies to a well-formed
 * request: to its body, its headers, its path and its method. Each takes the seeded random source,
 * so a seed always gives the same requests.
 */
import { CHALLENGE_BODY_LIMIT_BYTES } from "../../contracts/challenge";
import { CHAT_MAX_BODY_BYTES } from "../../contracts/chat";
import type { MalformedRequest, RouteFamily } from "./malformed-requests";

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A well-formed request of one family: the starting point every mutation breaks. */
export type Base = { method: string; url: string; body?: Record<string, unknown>; headers?: Record<string, string> };

/** Body limits the server enforces, so the generator can aim just over and just under them. */
const LIMITS: Record<RouteFamily, number> = {
  likes: 1024,
  chat: CHAT_MAX_BODY_BYTES,
  "tool-usage": 64 * 1024,
  blog: 64 * 1024,
  health: 64 * 1024,
  admin: 64 * 1024,
  challenge: CHALLENGE_BODY_LIMIT_BYTES,
  unknown: 64 * 1024,
};

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

export const json = (v: unknown) => Buffer.from(JSON.stringify(v));
export const withBody = (req: MalformedRequest, body: Buffer, contentType = "application/json") => {
  req.body = body;
  req.headers["content-type"] = contentType;
};

/** Each mutation breaks one thing of a well-formed request. */
export const BODY_MUTATIONS: Record<string, Mutation> = {
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
  "extra and prototype keys": (r, b) => withBody(r, Buffer.from(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(b.body ?? {}).slice(1)}`)),
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
  "overlong UTF-8 in a string": (r) =>
    withBody(r, Buffer.concat([Buffer.from('{"uid":"'), Buffer.from([0xc0, 0xae, 0xc0, 0xae, 0xe0, 0x80, 0xaf]), Buffer.from('","region":"ind"}')])),
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

export const HEADER_MUTATIONS: Record<string, Mutation> = {
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

export const PATH_TRICKS: readonly ((url: string, rng: Rng) => string)[] = [
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

export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "SEARCH", "LOCK"];
