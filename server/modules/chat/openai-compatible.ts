/**
 * Any server that speaks OpenAI's chat completions API with `stream: true`: a local Ollama
 * (http://127.0.0.1:11434/v1), llama.cpp's server, vLLM, or a hosted one.
 */
import { CHAT_MAX_OUTPUT_TOKENS, CHAT_TEMPERATURE, type ChatMessage } from "../../../contracts/chat";
import { personaFor } from "./persona";
import { joinUrl, parseEvent, upstreamFailure, UpstreamError, type ChatProvider } from "./provider";
import { readSseData } from "./sse";

export type OpenAiCompatibleOptions = { baseUrl: string; apiKey: string | undefined; model: string; persona: string };

export function openAiRequestBody(messages: readonly ChatMessage[], model: string, persona: string) {
  return {
    model,
    messages: [{ role: "system", content: persona }, ...messages.map((m) => ({ role: m.role, content: m.content }))],
    stream: true,
    temperature: CHAT_TEMPERATURE,
    max_tokens: CHAT_MAX_OUTPUT_TOKENS,
  };
}

type OpenAiChunk = { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: { message?: unknown } };

export function openAiProvider({ baseUrl, apiKey, model, persona }: OpenAiCompatibleOptions): ChatProvider {
  const url = joinUrl(baseUrl, "chat/completions");
  return {
    name: "openai-compatible",
    description: `OpenAI-compatible server at ${new URL(baseUrl).host} (${model})`,
    async *streamReply(messages, signal, lang) {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(openAiRequestBody(messages, model, personaFor(persona, lang))), signal });
      if (!res.ok || !res.body) throw await upstreamFailure("openai-compatible", res);
      let finished = false;
      for await (const data of readSseData(res.body)) {
        if (data.trim() === "[DONE]") return;
        const chunk = parseEvent("openai-compatible", data) as OpenAiChunk;
        if (chunk.error) throw new UpstreamError(`openai-compatible stream error: ${String(chunk.error.message).slice(0, 300)}`);
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === "string" && text) yield text;
        if (chunk.choices?.[0]?.finish_reason) finished = true;
      }
      // A finished reply ends with [DONE] or a finish_reason; a stream that just stops was cut off.
      if (!finished) throw new UpstreamError("openai-compatible stream ended without [DONE] or a finish_reason");
    },
  };
}
