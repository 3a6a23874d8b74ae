/**
 * One request of every kind of answer the server gives (docs/proofs.md, "headers"): successes, each
 * 4xx the API and Fastify produce (400, 401, 403, 404, 413, 414, 415, 429), streamed chat text,
 * empty 204s, HEAD, OPTIONS and TRACE, redirects and the 404 page. Shared by the fast header test
 * and scripts/prove/headers.ts, which sends them to a real server.
 */
import { TEST_ADMIN_TOKEN } from "./admin-session";

export type HeaderProbe = {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the same request this many times first (to reach a rate limit). */
  repeatFirst?: number;
  /** The status it must get, so a probe cannot silently test the wrong answer. */
  status: number;
};

const JSON_TYPE = { "content-type": "application/json" };
const chat = JSON.stringify({ messages: [{ role: "user", content: "Which games are there?" }] });

/** `ip` picks a client address per probe (inject's remoteAddress, or X-Forwarded-For behind a trusted proxy). */
export function headerProbes(): HeaderProbe[] {
  return [
    { name: "health", method: "GET", url: "/api/health", status: 200 },
    { name: "health HEAD", method: "HEAD", url: "/api/health", status: 200 },
    { name: "likes status", method: "GET", url: "/api/ff-likes/status", status: 200 },
    { name: "likes success", method: "POST", url: "/api/ff-likes", headers: JSON_TYPE, body: JSON.stringify({ uid: "55501234", region: "ind" }), status: 200 },
    {
      name: "likes daily limit 429",
      method: "POST",
      url: "/api/ff-likes",
      headers: JSON_TYPE,
      body: JSON.stringify({ uid: "55501235", region: "ind" }),
      repeatFirst: 1,
      status: 429,
    },
    { name: "likes bad UID 400", method: "POST", url: "/api/ff-likes", headers: JSON_TYPE, body: JSON.stringify({ uid: "12", region: "ind" }), status: 400 },
    { name: "likes broken JSON 400", method: "POST", url: "/api/ff-likes", headers: JSON_TYPE, body: '{"uid":', status: 400 },
    { name: "likes over body limit 413", method: "POST", url: "/api/ff-likes", headers: JSON_TYPE, body: JSON.stringify({ uid: "x".repeat(2000) }), status: 413 },
    { name: "likes as a form 415", method: "POST", url: "/api/ff-likes", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "uid=1", status: 415 },
    {
      name: "likes unknown VIP code 401",
      method: "POST",
      url: "/api/ff-likes",
      headers: { ...JSON_TYPE, authorization: "Bearer VIP-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA" },
      body: JSON.stringify({ uid: "55501236", region: "ind" }),
      status: 401,
    },
    { name: "tool usage 204", method: "POST", url: "/api/tool-usage/uid-generator", headers: JSON_TYPE, body: "{}", status: 204 },
    { name: "tool usage as text/plain 415", method: "POST", url: "/api/tool-usage/uid-generator", headers: { "content-type": "text/plain" }, body: "{}", status: 415 },
    {
      name: "tool usage from another site 403",
      method: "POST",
      url: "/api/tool-usage/uid-generator",
      headers: { ...JSON_TYPE, "sec-fetch-site": "cross-site" },
      body: "{}",
      status: 403,
    },
    { name: "tool usage unknown tool 404", method: "POST", url: "/api/tool-usage/nope", headers: JSON_TYPE, body: "{}", status: 404 },
    { name: "tool usage burst 429", method: "POST", url: "/api/tool-usage/password-generator", headers: JSON_TYPE, body: "{}", repeatFirst: 60, status: 429 },
    { name: "blog list", method: "GET", url: "/api/blog", status: 200 },
    { name: "blog unknown post 404", method: "GET", url: "/api/blog/no-such-post", status: 404 },
    { name: "blog bad slug 400", method: "GET", url: "/api/blog/Bad_Slug!", status: 400 },
    { name: "bad percent-encoding 400 (Fastify, before routing)", method: "GET", url: "/api/blog/%zz", status: 400 },
    { name: "chat streamed reply", method: "POST", url: "/api/chat", headers: JSON_TYPE, body: chat, status: 200 },
    { name: "chat invalid 400", method: "POST", url: "/api/chat", headers: JSON_TYPE, body: JSON.stringify({ messages: [] }), status: 400 },
    { name: "chat quota 429", method: "POST", url: "/api/chat", headers: JSON_TYPE, body: chat, repeatFirst: 3, status: 429 },
    { name: "admin signed out 401", method: "GET", url: "/api/admin/stats", status: 401 },
    { name: "admin without CSRF header 403", method: "POST", url: "/api/admin/session", headers: JSON_TYPE, body: JSON.stringify({ token: TEST_ADMIN_TOKEN }), status: 403 },
    {
      name: "admin sign-in 200",
      method: "POST",
      url: "/api/admin/session",
      headers: { ...JSON_TYPE, "x-admin-csrf": "1" },
      body: JSON.stringify({ token: TEST_ADMIN_TOKEN }),
      status: 200,
    },
    { name: "unknown API route 404", method: "GET", url: "/api/nope", status: 404 },
    { name: "wrong method 404", method: "DELETE", url: "/api/ff-likes", status: 404 },
    { name: "OPTIONS 404", method: "OPTIONS", url: "/api/chat", status: 404 },
    { name: "TRACE 404", method: "TRACE", url: "/api/chat", status: 404 },
  ];
}

/** Probes that need a built client (pages, assets). */
export function pageProbes(): HeaderProbe[] {
  return [
    { name: "home page", method: "GET", url: "/", status: 200 },
    { name: "page with trailing slash 301", method: "GET", url: "/about/", status: 301 },
    { name: "unknown page 404", method: "GET", url: "/no-such-page", status: 404 },
    { name: "unknown asset 404", method: "GET", url: "/assets/missing-abc.js", status: 404 },
    { name: "static file", method: "GET", url: "/favicon.svg", status: 200 },
    { name: "raw HTML file refused", method: "GET", url: "/index.html", status: 404 },
  ];
}
