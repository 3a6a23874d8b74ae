/** The zod schema of POST /api/chat's body, built from the shared limits in chat.ts. */
import { z } from "./zod";
import { LOCALES } from "./locales";
import { CHAT_MAX_CONTENT_CHARS, CHAT_MAX_MESSAGES, CHAT_ROLES, type ChatMessage, type ChatRequest } from "./chat";

const codePoints = (s: string) => [...s].length;

export const chatRoleSchema = z.enum(CHAT_ROLES, { error: 'A message\'s role must be "user" or "assistant".' });

export const chatMessageSchema = z.object(
  {
    role: chatRoleSchema,
    content: z
      .string({ error: "Each message needs a text content." })
      .refine((s) => s.trim().length > 0, "A message cannot be empty.")
      .refine((s) => codePoints(s) <= CHAT_MAX_CONTENT_CHARS, `A message can be at most ${CHAT_MAX_CONTENT_CHARS} characters long.`),
  },
  { error: "Each message must be an object with a role and a content." },
) satisfies z.ZodType<ChatMessage>;

export const chatRequestSchema = z.object(
  {
    messages: z
      .array(chatMessageSchema, { error: "Send a list of messages." })
      .min(1, "Send at least one message.")
      .max(CHAT_MAX_MESSAGES, `Send at most ${CHAT_MAX_MESSAGES} messages.`)
      .refine((ms) => ms.at(-1)?.role === "user", "The last message must be from the user."),
    /** The page's language: the reply comes in it. Absent (an older client): English. */
    lang: z.enum(LOCALES, { error: `The language must be one of ${LOCALES.join(", ")}.` }).optional(),
  },
  { error: 'Send JSON like {"messages": [{"role": "user", "content": "Hi"}]}.' },
) satisfies z.ZodType<ChatRequest>;
