/**
 * What the dashboard's configuration check shows: which providers answer, the database kind,
 * whether ad and analytics ids are set, the app version. Never a key, a path or a full URL.
 */
import { readFileSync } from "node:fs";
import type { AdminConfig } from "../../../contracts/admin";
import { siteConfig } from "../../../site.config";
import type { AppConfig } from "../../config";
import type { DbKind } from "../../db/client";

/** Read once, when the server starts. */
export const APP_VERSION: string = (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }).version;

function templateHost(template: string): string | null {
  try {
    return new URL(template.replace(/\{(uid|region|key)\}/g, "x")).host;
  } catch {
    return null;
  }
}

export function configCheck(config: Pick<AppConfig, "likes" | "chat">, database: DbKind, site = siteConfig): AdminConfig {
  const { gemini, openai } = config.chat;
  return {
    likesProvider: config.likes.apiUrl ? { kind: "upstream", host: templateHost(config.likes.apiUrl) } : { kind: "demo", host: null },
    // The same order as the chat module's selectChatProvider.
    chatProvider: gemini ? { name: "gemini", model: gemini.model } : openai ? { name: "openai-compatible", model: openai.model } : { name: "built-in", model: null },
    database,
    adsConfigured: site.ads.client.trim() !== "" && site.ads.slot.trim() !== "",
    analyticsConfigured: site.analyticsPath.trim() !== "",
    version: APP_VERSION,
  };
}
