/**
 * The assistant that needs no model: answers come from built-in-answers.ts and are streamed a few
 * words at a time, so the widget behaves exactly as it does with a real model.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { answerQuestion } from "./built-in-answers";
import type { ChatProvider } from "./provider";

/** Words per streamed piece, and the pause between pieces (a quick typist, not a wall of text). */
export const BUILT_IN_WORDS_PER_CHUNK = 3;
export const BUILT_IN_CHUNK_DELAY_MS = 25;

/** Splits text into pieces of a few words each, keeping every character (joined they are the text). */
export function chunkWords(text: string, wordsPerChunk = BUILT_IN_WORDS_PER_CHUNK): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const lead = text.match(/^\s*/)?.[0] ?? "";
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(""));
  if (lead && chunks.length > 0) chunks[0] = lead + chunks[0];
  return chunks;
}

export function builtInProvider({ chunkDelayMs = BUILT_IN_CHUNK_DELAY_MS }: { chunkDelayMs?: number } = {}): ChatProvider {
  return {
    name: "built-in",
    description: "built-in assistant (no GEMINI_API_KEY or OPENAI_BASE_URL set): answers from the site's own knowledge",
    async *streamReply(messages, signal, lang) {
      const question = messages.at(-1)?.content ?? "";
      const chunks = chunkWords(answerQuestion(question, lang).text);
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal });
        signal.throwIfAborted();
        yield chunk;
      }
    },
  };
}
