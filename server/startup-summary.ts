/**
 * What a start says in words, once the server listens: where to open it, which
 * database, likes provider and chat provider are in use, whether the dashboard is on, which proxy
 * is trusted and how PGlite writes. Pure, so its text is tested; main.ts logs it.
 */
import { siteFileShown } from "../publishing/site-folder";
import type { AppConfig } from "./config";
import { describePostgresUrl } from "./lib/operator-message";
import { NO_CHALLENGE_SECRET_WARNING, NO_IP_HASH_SECRET_WARNING } from "./plugins/request-log";

/** The site's sample address (samples/site/site.yaml): a production start still using it warns. */
export const SAMPLE_SITE_URL = "https://example-creator.dev";

export const sampleSiteUrlWarning = (siteUrl: string, file: string = siteFileShown()) =>
  `${file}: siteUrl is still the sample ${siteUrl}: canonical links, the sitemap, robots.txt and the feeds point there. Set siteUrl to this site's address, run npm run build, then start again.`;

function hostOf(template: string): string {
  try {
    return new URL(template.replace(/\{(uid|region|key)\}/g, "x")).host;
  } catch {
    return "the LIKES_API_URL host";
  }
}

/** Where a browser on this machine (or the network) reaches the server. */
export function listenUrl(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

function trustedProxy(trust: AppConfig["trustProxy"]): string {
  if (trust === false) return "none (TRUST_PROXY unset: the socket address is the client, X-Forwarded-* ignored)";
  if (typeof trust === "number") return `${trust} hop${trust === 1 ? "" : "s"} in front (TRUST_PROXY=${trust})`;
  return `${trust.join(", ")} (TRUST_PROXY)`;
}

export type SummaryInput = Pick<AppConfig, "env" | "host" | "databaseUrl" | "dataDir" | "likes" | "chat" | "adminToken" | "trustProxy" | "pgliteSync" | "redisUrl">;

export function startupSummary(config: SummaryInput, port: number): string[] {
  const database = config.databaseUrl
    ? `PostgreSQL at ${describePostgresUrl(config.databaseUrl)} (DATABASE_URL)`
    : config.dataDir.startsWith("memory://")
      ? "embedded PGlite in memory (DATA_DIR=memory://: nothing is kept)"
      : `embedded PGlite in ${config.dataDir} (DATA_DIR), writes ${config.pgliteSync ? "synced to disk (PGLITE_SYNC=on)" : "left in the OS cache (PGLITE_SYNC=off: not crash-safe)"}`;
  const likes = config.likes.apiUrl ? `provider at ${hostOf(config.likes.apiUrl)} (LIKES_API_URL)` : "demo: no likes are sent (set LIKES_API_URL)";
  const chat = config.chat.gemini
    ? `Gemini, model ${config.chat.gemini.model} (GEMINI_API_KEY)`
    : config.chat.openai
      ? `OpenAI-compatible API at ${new URL(config.chat.openai.baseUrl).host}, model ${config.chat.openai.model} (OPENAI_BASE_URL)`
      : "built-in assistant, answers from the site's own knowledge (set GEMINI_API_KEY or OPENAI_BASE_URL for a model)";
  return [
    `Site running at ${listenUrl(config.host, port)} (${config.env})`,
    `  Database:      ${database}`,
    `  Likes:         ${likes}`,
    `  Chat:          ${chat}`,
    `  Dashboard:     ${config.adminToken ? "on at /admin (ADMIN_TOKEN)" : "off (set ADMIN_TOKEN to turn on /admin)"}`,
    `  Trusted proxy: ${trustedProxy(config.trustProxy)}`,
    `  Shared limits: ${config.redisUrl ? "Redis (REDIS_URL)" : config.databaseUrl ? "PostgreSQL" : "in this process"}`,
  ];
}

/**
 * Warnings a start gives about the operator's own settings, logged after the summary: only once
 * the server listens, so a start that fails ends on its one line about the failure.
 */
export function startupWarnings(config: Pick<AppConfig, "env" | "ipHashSecret" | "challengeSecret">, siteUrl: string): string[] {
  if (config.env !== "production") return [];
  return [
    ...(config.ipHashSecret ? [] : [NO_IP_HASH_SECRET_WARNING]),
    ...(config.challengeSecret ? [] : [NO_CHALLENGE_SECRET_WARNING]),
    ...(siteUrl.replace(/\/+$/, "") === SAMPLE_SITE_URL ? [sampleSiteUrlWarning(siteUrl)] : []),
  ];
}
