/**
 * POST /api/chat (contracts/chat.ts): sends the conversation and reads the reply as it
 * streams in. The browser only knows this same-origin route; the model, its address and its key
 * live on the server.
 */
import { CHAT_ENDPOINT, type ChatMessage } from "../../../contracts/chat";
import { DEFAULT_LOCALE } from "../../../contracts/locales";
import { locale } from "../../i18n/i18n";
import { HttpError, throwIfNotOk } from "../../lib/query-client";

/**
 * Streams the reply: `onText` gets each piece as it arrives. Throws HttpError on a non-OK answer.
 * A translated page sends its language (`lang`), which the answer and the server's refusals come in;
 * an English page sends none, as before the languages.
 */
export async function streamChat(messages: ChatMessage[], onText: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const lang = locale.get();
  const res = await fetch(CHAT_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(lang === DEFAULT_LOCALE ? { messages } : { messages, lang }),
    credentials: "include",
    signal,
  });
  await throwIfNotOk(res);
  if (!res.body) {
    onText(await res.text());
    return;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (text) onText(text);
  }
  const rest = decoder.decode();
  if (rest) onText(rest);
}

/** The server's own words (in the page's language) for a refusal we should show as is (the quota, the model's daily caps), else null. */
export function quotaMessageOf(err: unknown): string | null {
  if (!(err instanceof HttpError) || err.status !== 429) return null;
  try {
    const body = JSON.parse(err.body) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : null;
  } catch {
    return null;
  }
}
