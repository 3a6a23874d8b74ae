/**
 * POST /api/chat: the limits and shapes the widget and the server share (docs/architecture.md
 * lists the HTTP routes). The zod schema built from these is in chat-schema.ts, kept
 * apart so the widget (on every page) does not carry a validation library it does not need.
 */
import type { Locale } from "./locales";

/** A single message may hold at most this many characters (Unicode code points). */
export const CHAT_MAX_CONTENT_CHARS = 2000;
/** A request may carry at most this many messages. */
export const CHAT_MAX_MESSAGES = 50;
/** The model sees the last 6 messages of history plus the new one. */
export const CHAT_HISTORY_KEPT = 6;
/** The model's sampling temperature and the longest answer it may give, in tokens. */
export const CHAT_TEMPERATURE = 0.7;
export const CHAT_MAX_OUTPUT_TOKENS = 500;

export const CHAT_ENDPOINT = "/api/chat";

/**
 * The largest body a valid request can have: 50 messages of 2000 characters, each character
 * escaped by JSON at worst as \uXXXX (6 bytes), plus the keys. Larger bodies are refused unread.
 */
export const CHAT_MAX_BODY_BYTES = CHAT_MAX_MESSAGES * (CHAT_MAX_CONTENT_CHARS * 6 + 64) + 1024;

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One message of the conversation, the visitor's or the assistant's. */
export type ChatMessage = { role: ChatRole; content: string };
/**
 * `lang`: the page's language (contracts/locales.ts); the assistant answers in it. Optional, so a
 * client from before the languages still works: without it the answer is in English.
 */
export type ChatRequest = { messages: ChatMessage[]; lang?: Locale };

/** The new message plus the history the model is allowed to see (the last 6 messages at most). */
export function keepRecentMessages<T extends { role: ChatRole }>(messages: readonly T[]): T[] {
  return messages.slice(-(CHAT_HISTORY_KEPT + 1));
}
