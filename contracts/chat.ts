/**
 * POST /api/chat: one schema for the widget (what it sends) and the server (what it accepts).
 * Spec 1 sections 3, 7 and 9; ARCHITECTURE.md "HTTP API".
 */
import { z } from "zod";

/** A single message may hold at most this many characters (Unicode code points). */
export const CHAT_MAX_CONTENT_CHARS = 2000;
/** A request may carry at most this many messages. */
export const CHAT_MAX_MESSAGES = 50;
/** Spec 1 section 9: the model sees the last 6 messages of history plus the new one. */
export const CHAT_HISTORY_KEPT = 6;
/** Spec 1 section 9. */
export const CHAT_TEMPERATURE = 0.7;
export const CHAT_MAX_OUTPUT_TOKENS = 500;

export const CHAT_ENDPOINT = "/api/chat";

/**
 * The largest body a valid request can have: 50 messages of 2000 characters, each character
 * escaped by JSON at worst as \uXXXX (6 bytes), plus the keys. Larger bodies are refused unread.
 */
export const CHAT_MAX_BODY_BYTES = CHAT_MAX_MESSAGES * (CHAT_MAX_CONTENT_CHARS * 6 + 64) + 1024;

export const chatRoleSchema = z.enum(["user", "assistant"], { error: 'A message\'s role must be "user" or "assistant".' });
export type ChatRole = z.infer<typeof chatRoleSchema>;

const codePoints = (s: string) => [...s].length;

export const chatMessageSchema = z.object(
  {
    role: chatRoleSchema,
    content: z
      .string({ error: "Each message needs a text content." })
      .refine((s) => s.trim().length > 0, "A message cannot be empty.")
      .refine((s) => codePoints(s) <= CHAT_MAX_CONTENT_CHARS, `A message can be at most ${CHAT_MAX_CONTENT_CHARS} characters long.`),
  },
  { error: "Each message must be an object with a role and a content." },
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object(
  {
    messages: z
      .array(chatMessageSchema, { error: "Send a list of messages." })
      .min(1, "Send at least one message.")
      .max(CHAT_MAX_MESSAGES, `Send at most ${CHAT_MAX_MESSAGES} messages.`)
      .refine((ms) => ms.at(-1)?.role === "user", "The last message must be from the user."),
  },
  { error: 'Send JSON like {"messages": [{"role": "user", "content": "Hi"}]}.' },
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The new message plus the history the model is allowed to see (spec: last 6 messages). */
export function keepRecentMessages<T extends { role: ChatRole }>(messages: readonly T[]): T[] {
  return messages.slice(-(CHAT_HISTORY_KEPT + 1));
}
