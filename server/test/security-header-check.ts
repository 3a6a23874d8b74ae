/**
 * What every answer must carry (docs/proofs.md, "headers"), as one check shared by the fast
 * test (server/plugins/security-headers.test.ts) and the long proof (scripts/prove/headers.ts).
 */
import { NON_PAGE_CSP } from "../plugins/security-headers";

export type HeaderBag = Record<string, string | string[] | number | undefined>;

function one(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return v === undefined ? undefined : Array.isArray(v) ? v.join(", ") : String(v);
}

/**
 * The missing or wrong security headers of one answer; empty when it is fine. An HTML page must
 * have a CSP whose script-src has no 'unsafe-inline'; anything else the strict NON_PAGE_CSP.
 */
export function securityHeaderProblems(headers: HeaderBag): string[] {
  const problems: string[] = [];
  const csp = one(headers, "content-security-policy");
  const isPage = /^text\/html\b/i.test(one(headers, "content-type") ?? "");
  if (!csp) problems.push("no Content-Security-Policy");
  else if (isPage) {
    const scriptSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"));
    if (!scriptSrc) problems.push("page CSP without script-src");
    else if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`page CSP allows inline script: ${scriptSrc}`);
    if (!/frame-ancestors 'none'/.test(csp)) problems.push("page CSP without frame-ancestors 'none'");
  } else if (csp !== NON_PAGE_CSP) problems.push(`non-page answer with CSP "${csp}" instead of the strict one`);
  if (!/max-age=\d{7,}/.test(one(headers, "strict-transport-security") ?? "")) problems.push("no Strict-Transport-Security");
  if (one(headers, "x-content-type-options") !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  if (one(headers, "x-frame-options") !== "DENY") problems.push("no X-Frame-Options: DENY");
  if (!one(headers, "referrer-policy")) problems.push("no Referrer-Policy");
  if (!one(headers, "permissions-policy")) problems.push("no Permissions-Policy");
  return problems;
}

/** Parses the head of a raw HTTP/1.1 answer (from a socket) into a status and lower-cased headers. */
export function parseRawAnswer(raw: string): { status: number; headers: Record<string, string> } | null {
  const headEnd = raw.indexOf("\r\n\r\n");
  const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
  const [statusLine, ...lines] = head.split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "");
  if (!m) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(m[1]), headers };
}
