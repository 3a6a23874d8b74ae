/**
 * The shapes of single settings, for the environment's schema (server/config.ts): how an empty
 * value reads, whole numbers with bounds, and the settings whose values need more than a type
 * (the proxies to trust, a time zone, the likes provider's URL template).
 */
import { isIP } from "node:net";
import { z } from "zod";

export const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
export const int = (def: number, min: number, max: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));

/**
 * TRUST_PROXY: off by default (the socket address is the client); behind a proxy, a hop count or
 * the proxies' own addresses/CIDRs. A blanket `true` is refused: it trusts every hop, so the
 * client's own left-most X-Forwarded-For entry becomes its address and every per-IP limit falls
 * to a made-up header (docs/decisions/018-client-address-and-request-edges.md).
 */
export const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("false")
    .transform((v, ctx): false | number | string[] => {
      const s = v.trim().toLowerCase();
      if (s === "false" || s === "0" || s === "off" || s === "no") return false;
      if (s === "true" || s === "on" || s === "yes") {
        ctx.addIssue({ code: "custom", message: TRUST_PROXY_TRUE_MESSAGE });
        return z.NEVER;
      }
      if (/^\d+$/.test(s)) return Number(s);
      const parts = v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length > 0 && parts.every(isAddressOrCidr)) return parts;
      ctx.addIssue({ code: "custom", message: "must be false, a hop count such as 1, or a comma-separated list of proxy IPs/CIDRs" });
      return z.NEVER;
    }),
);

export const TRUST_PROXY_TRUE_MESSAGE =
  "must not be true: that trusts the client's own X-Forwarded-For. Set the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)";

function isAddressOrCidr(part: string): boolean {
  const [address = "", prefix, extra] = part.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const timeZoneSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("UTC")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as UTC or Asia/Kolkata"),
);

/** LIKES_API_URL: an http(s) URL template with {uid} (and usually {region} and {key}). */
export const likesUrlTemplateSchema = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v.replace(/\{(uid|region|key)\}/g, "x"));
      return (url.protocol === "http:" || url.protocol === "https:") && v.includes("{uid}");
    } catch {
      return false;
    }
  }, "must be an http(s) URL template containing {uid}, e.g. https://host/api/{region}/{uid}?key={key}");
