import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { siteConfig } from "../../site.config";

/** Loaded only when site.config.ts names an ad client (web/lib/ads/ad-slot.tsx). */
const AD_ORIGINS = ["https://pagead2.googlesyndication.com", "https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"];

export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()";

/**
 * The CSP of an HTML page. Inline scripts are allowed only by the sha256 hashes the build
 * computed for that page (scripts/postbuild.ts), never by 'unsafe-inline'. Inline style
 * attributes are allowed: prerendered React markup carries them, and they cannot run code.
 * `frameSources` are the frames the page may open (a post's video players, after a tap).
 */
export function pageCsp(scriptHashes: readonly string[], frameSources: readonly string[] = []): string {
  const ads = siteConfig.ads.client ? AD_ORIGINS : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...ads],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...ads],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...ads],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ads.length || frameSources.length ? [...frameSources, ...ads] : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

/** Everything that is not a page (API JSON, assets) gets the strictest policy. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = { maxAge: 63_072_000, includeSubDomains: true } as const;
const REFERRER_POLICY = "strict-origin-when-cross-origin";

/**
 * The headers every answer that is not a page must carry. Helmet and the onSend hook below add
 * them to answers that go through Fastify's reply; answers Fastify or Node write before routing
 * (a malformed URL, a broken request line: server/plugins/framework-errors.ts) use this list.
 */
export const NON_PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": NON_PAGE_CSP,
  "strict-transport-security": `max-age=${HSTS.maxAge}; includeSubDomains`,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": REFERRER_POLICY,
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-resource-policy": "same-origin",
};

/** HSTS, nosniff, referrer policy, frame protection and a permissions policy on every answer. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // Set per answer below: pages need their own script hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: REFERRER_POLICY },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NON_PAGE_CSP);
    return payload;
  });
});
