/**
 * Gemini through its REST API: streamGenerateContent with alt=sse. The key travels in the
 * x-goog-api-key header, never in the URL, so it cannot end up in an access log.
 */
import { CHAT_MAX_OUTPUT_TOKENS, CHAT_TEMPERATURE, type ChatMessage } from "../../../contracts/chat";
import { personaFor } from "./persona";
import { joinUrl, parseEvent, upstreamFailure, UpstreamError, type ChatProvider } from "./provider";
import { readSseData } from "./sse";

export type GeminiOptions = { apiKey: string; model: string; baseUrl: string; persona: string };

type GeminiContent = { role: "user" | "model"; parts: { text: string }[] };

/** Gemini wants turns to alternate; two messages in a row from one side become one turn. */
export function toGeminiContents(messages: readonly ChatMessage[]): GeminiContent[] {
  const contents: GeminiContent[] = [];
  for (const m of messages) {
    const role = m.role === "assistant" ? "model" : "user";
    const last = contents.at(-1);
    if (last && last.role === role) last.parts.push({ text: m.content });
    else contents.push({ role, parts: [{ text: m.content }] });
  }
  // A conversation must open with the visitor.
  while (contents[0]?.role === "model") contents.shift();
  return contents;
}

/**
 * Thinking tokens count against maxOutputTokens and delay the first word; a site helper does not
 * need them. Flash models of 2.5 turn thinking off with a zero budget, Gemini 3 flash models take
 * the lowest level; other models keep their default.
 */
export function thinkingConfigFor(model: string): Record<string, unknown> | undefined {
  if (/^gemini-2\.5-flash/.test(model)) return { thinkingBudget: 0 };
  if (/^gemini-3(\.\d+)?-flash/.test(model)) return { thinkingLevel: "minimal" };
  return undefined;
}

export function geminiRequestBody(messages: readonly ChatMessage[], model: string, persona: string) {
  const thinkingConfig = thinkingConfigFor(model);
  return {
    systemInstruction: { parts: [{ text: persona }] },
    contents: toGeminiContents(messages),
    generationConfig: {
      temperature: CHAT_TEMPERATURE,
      maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS,
      ...(thinkingConfig ? { thinkingConfig } : {}),
    },
  };
}

type GeminiEvent = {
  candidates?: { content?: { parts?: { text?: unknown; thought?: unknown }[] }; finishReason?: unknown }[];
  error?: { code?: unknown; status?: unknown };
};

/** The visible text of an event: the first candidate's parts, without any thought summaries. */
export function geminiEventText(event: GeminiEvent): string {
  const parts = event.candidates?.[0]?.content?.parts ?? [];
  return parts.map((p) => (typeof p.text === "string" && p.thought !== true ? p.text : "")).join("");
}

export function geminiProvider({ apiKey, model, baseUrl, persona }: GeminiOptions): ChatProvider {
  const url = joinUrl(baseUrl, `v1beta/models/${model}:streamGenerateContent?alt=sse`);
  return {
    name: "gemini",
    description: `Gemini (${model})`,
    async *streamReply(messages, signal, lang) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": apiKey },
        body: JSON.stringify(geminiRequestBody(messages, model, personaFor(persona, lang))),
        signal,
      });
      if (!res.ok || !res.body) throw await upstreamFailure("gemini", res);
      let finished = false;
      for await (const data of readSseData(res.body)) {
        const event = parseEvent("gemini", data) as GeminiEvent;
        if (event.error) throw new UpstreamError(`gemini stream error ${String(event.error.code)} ${String(event.error.status)}`);
        const text = geminiEventText(event);
        if (text) yield text;
        if (event.candidates?.[0]?.finishReason) finished = true;
      }
      // Gemini's last event names a finishReason; a stream that just stops was cut off.
      if (!finished) throw new UpstreamError("gemini stream ended without a finishReason");
    },
  };
}
