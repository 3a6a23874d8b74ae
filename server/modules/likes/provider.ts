/**
 * Where likes come from: the operator's upstream (LIKES_API_URL, a GET URL template) or, when
 * none is configured, a built-in demo provider that sends nothing and says so.
 */
import { createHash } from "node:crypto";
import type { LikeRequest } from "../../../contracts/likes";
import { mapUpstreamAnswer, type ProviderOutcome } from "./upstream-mapping";

export type LikesProvider = {
  kind: "demo" | "upstream";
  /** For the start-up log: never contains the key. */
  description: string;
  send(request: LikeRequest): Promise<ProviderOutcome>;
};

/** An answer larger than this is not a likes answer. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Fills {uid}, {region} and {key}, each URL-encoded. */
export function fillUrlTemplate(template: string, values: { uid: string; region: string; key: string }): string {
  return template.replace(/\{(uid|region|key)\}/g, (_m, name: "uid" | "region" | "key") => encodeURIComponent(values[name]));
}

export function createUpstreamProvider(opts: { urlTemplate: string; apiKey: string | undefined; timeoutMs: number }): LikesProvider {
  const host = new URL(fillUrlTemplate(opts.urlTemplate, { uid: "0", region: "x", key: "" })).host;
  return {
    kind: "upstream",
    description: `upstream likes API at ${host} (timeout ${opts.timeoutMs} ms)`,
    async send({ uid, region }) {
      const url = fillUrlTemplate(opts.urlTemplate, { uid, region, key: opts.apiKey ?? "" });
      const signal = AbortSignal.timeout(opts.timeoutMs);
      let text: string;
      try {
        // Never follow a redirect: a compromised or misconfigured provider could otherwise steer
        // this server to internal addresses (cloud metadata, admin ports). A 3xx is a failure.
        const res = await fetch(url, { method: "GET", headers: { accept: "application/json" }, signal, redirect: "manual" });
        if (!res.ok) {
          await res.body?.cancel().catch(() => {});
          return { kind: "not_sent", reason: "unavailable" };
        }
        text = await readLimited(res, MAX_ANSWER_BYTES);
      } catch (err) {
        if (signal.aborted) return { kind: "not_sent", reason: "timeout" };
        if (err instanceof AnswerTooLargeError) return { kind: "not_sent", reason: "bad_answer" };
        return { kind: "not_sent", reason: "unavailable" };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { kind: "not_sent", reason: "bad_answer" };
      }
      return mapUpstreamAnswer(json);
    },
  };
}

class AnswerTooLargeError extends Error {}

async function readLimited(res: Response, limit: number): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const DEMO_NAMES = ["ShadowHunter", "NightFury", "BlazeKing", "SilentSniper", "RushMaster", "PhoenixFF", "ViperX", "StormRider"];

/**
 * No LIKES_API_URL: answers like a real provider, with numbers derived from the UID and region
 * (the same request always gets the same answer), and sends no likes anywhere.
 */
export function createDemoProvider(): LikesProvider {
  return {
    kind: "demo",
    description: "built-in demo provider (no LIKES_API_URL): no likes are sent",
    async send({ uid, region }) {
      const digest = createHash("sha256").update(`${uid}:${region}`).digest();
      const likesBefore = 1000 + (digest.readUInt32BE(0) % 49_000);
      const likesAdded = 91 + (digest.readUInt8(4) % 10);
      return {
        kind: "sent",
        player: `${DEMO_NAMES[digest.readUInt8(5) % DEMO_NAMES.length]}${uid.slice(-3)}`,
        uid,
        level: 20 + (digest.readUInt8(6) % 60),
        likesBefore,
        likesAdded,
        likesAfter: likesBefore + likesAdded,
      };
    },
  };
}

export function createLikesProvider(config: { apiUrl: string | undefined; apiKey: string | undefined; timeoutMs: number }): LikesProvider {
  return config.apiUrl ? createUpstreamProvider({ urlTemplate: config.apiUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs }) : createDemoProvider();
}
