/**
 * Headers and secrets, long. First the secrets row: build with a canary value in every
 * secret setting and scan build/client (scripts/check-client-secrets.ts). Then the built server,
 * as its own process, is asked for every prerendered page (every build/client/** /index.html),
 * some real assets, and every kind of API answer (successes, 400, 401, 403, 404, 413, 415, 429,
 * streamed chat, answers Fastify and Node write before routing) over raw HTTP; each answer must
 * carry the CSP (pages: their own, with no 'unsafe-inline' in script-src and every inline script
 * allowed by its hash; others: the strict one), HSTS, nosniff, frame protection, and the referrer
 * and permissions policies.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { checkClientSecrets } from "../check-client-secrets";
import { TEST_ADMIN_TOKEN } from "../../server/test/admin-session";
import { headerProbes, pageProbes, type HeaderProbe } from "../../server/test/header-probes";
import { rawMalformedRequests, sendRaw, serializeRequest } from "../../server/test/raw-http";
import { parseRawAnswer, securityHeaderProblems } from "../../server/test/security-header-check";
import { startServer } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const CLIENT_DIR = path.resolve("build/client");

/** Every prerendered page as a route: build/client/a/b/index.html -> /a/b. */
export function pageRoutes(dir = CLIENT_DIR): string[] {
  const routes: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === "index.html") routes.push(`/${sub}`.replace(/\/$/, "") || "/");
    }
  };
  walk("");
  return routes.sort();
}

function someAssets(dir = CLIENT_DIR): string[] {
  const assets = readdirSync(path.join(dir, "assets")).filter((f) => /\.(js|css)$/.test(f));
  return [
    ...assets.slice(0, 4),
    ...readdirSync(dir)
      .filter((f) => /\.(svg|png|ico|txt|xml|webmanifest|json)$/.test(f))
      .slice(0, 4),
  ].map((f) => (f.includes("/") || !assets.includes(f) ? `/${f}` : `/assets/${f}`));
}

/** Inline scripts (no src) of an HTML page, each as the CSP hash source that allows it. */
/**
 * The hashes the CSP must allow: every inline script the browser would run. A `<script>` whose type
 * is neither empty, "module" nor a JavaScript MIME type is a data block (JSON-LD): the browser never
 * runs it, so the CSP does not govern it (HTML's "prepare the script element").
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(m[1]!)?.[1]?.toLowerCase() ?? "";
    if (type !== "" && type !== "module" && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}

function decodeBody(raw: Buffer, headers: Record<string, string>): string {
  const headEnd = raw.indexOf("\r\n\r\n");
  const body = raw.subarray(headEnd + 4);
  const encoding = headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

export const headersPart: ProvePart = {
  name: "headers",
  async run(): Promise<ProveRow[]> {
    const rows: ProveRow[] = [];
    const secrets = checkClientSecrets({ build: true, stdio: "ignore" });
    for (const f of secrets.findings.slice(0, 5)) console.error(`  headers: secret found: ${f.file}: ${f.rule} (${f.match})`);
    rows.push({
      part: "headers",
      check: "built client (canary in every secret setting): no key, env value or provider URL",
      target: "0 findings",
      measured: `${secrets.findings.length} in ${secrets.filesScanned} files`,
      ok: secrets.findings.length === 0 && secrets.filesScanned > 0,
    });

    const server = await startServer({ TRUST_PROXY: "127.0.0.1", ADMIN_TOKEN: TEST_ADMIN_TOKEN, CHAT_QUOTA_MAX: "3", CLIENT_DIR });
    try {
      let client = 0;
      const send = async (req: { method: string; url: string; headers?: Record<string, string>; body?: string }, ip: string) => {
        const bytes = serializeRequest(
          { method: req.method, url: req.url, headers: req.headers ?? {}, body: req.body === undefined ? undefined : Buffer.from(req.body) },
          { "x-forwarded-for": ip },
        );
        const answer = await sendRaw(server.port, bytes, 15_000);
        return { answer, parsed: parseRawAnswer(answer.raw) };
      };

      // Pages: the page CSP, and every inline script allowed by a hash (no 'unsafe-inline').
      const routes = pageRoutes();
      const pageProblems: string[] = [];
      for (const route of routes) {
        const { answer, parsed } = await send({ method: "GET", url: route, headers: { "accept-encoding": "br, gzip" } }, `10.210.0.${(++client % 250) + 1}`);
        if (!parsed) {
          pageProblems.push(`${route}: no answer`);
          continue;
        }
        const problems = securityHeaderProblems(parsed.headers);
        const csp = parsed.headers["content-security-policy"] ?? "";
        const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
        const html = decodeBody(Buffer.from(answer.raw, "latin1"), parsed.headers);
        const unhashed = inlineScriptHashes(html).filter((h) => !scriptSrc.includes(h));
        if (unhashed.length > 0) problems.push(`${unhashed.length} inline script(s) not allowed by the CSP`);
        if (!/^text\/html/.test(parsed.headers["content-type"] ?? "")) problems.push("not HTML");
        if (problems.length > 0) pageProblems.push(`${route} ${parsed.status}: ${problems[0]}`);
      }
      for (const p of pageProblems.slice(0, 5)) console.error(`  headers: ${p}`);
      rows.push({
        part: "headers",
        check: `every prerendered page (${routes.length})`,
        target: "page CSP, hashed inline scripts, all headers",
        measured: pageProblems[0] ?? `${routes.length} of ${routes.length} ok`,
        ok: pageProblems.length === 0 && routes.length > 0,
      });

      // Every other kind of answer.
      const kinds: { name: string; status: number | null; problems: string[] }[] = [];
      const probes: HeaderProbe[] = [...headerProbes(), ...pageProbes(), ...someAssets().map((url) => ({ name: `asset ${url}`, method: "GET", url, status: 200 }))];
      for (const p of probes) {
        const ip = `10.211.0.${++client % 250}`;
        for (let i = 0; i < (p.repeatFirst ?? 0); i++) await send(p, ip);
        const { parsed } = await send(p, ip);
        const problems = parsed ? securityHeaderProblems(parsed.headers) : ["no answer"];
        if (parsed && parsed.status !== p.status) problems.push(`status ${parsed.status}, expected ${p.status}`);
        kinds.push({ name: p.name, status: parsed?.status ?? null, problems });
      }
      for (const r of rawMalformedRequests()) {
        const answer = await sendRaw(server.port, r.bytes, 5000, { halfClose: r.gone });
        const parsed = parseRawAnswer(answer.raw);
        // The client left: no answer is owed, and none may be there to check.
        if (!parsed && r.gone) continue;
        kinds.push({ name: `raw: ${r.name}`, status: parsed?.status ?? null, problems: parsed ? securityHeaderProblems(parsed.headers) : ["no answer"] });
      }
      const bad = kinds.filter((k) => k.problems.length > 0);
      for (const k of bad.slice(0, 5)) console.error(`  headers: ${k.name} (${k.status}): ${k.problems.join("; ")}`);
      const statuses = [...new Set(kinds.map((k) => k.status))].sort().join(", ");
      rows.push({
        part: "headers",
        check: `every other kind of answer (${kinds.length}: API, assets, 404 page, pre-routing errors)`,
        target: "CSP, HSTS, nosniff, XFO, referrer, permissions",
        measured: bad.length ? `${bad.length} missing: ${bad[0]!.name}` : `${kinds.length} of ${kinds.length} ok (statuses ${statuses})`,
        ok: bad.length === 0,
      });
    } finally {
      await server.stop();
    }
    return rows;
  },
};
