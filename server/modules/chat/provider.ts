/**
 * One interface for every way the assistant can answer: Gemini, any OpenAI-compatible server, or
 * the built-in assistant. A provider streams the reply's text; it never sees the HTTP request.
 */
import type { ChatMessage } from "../../../contracts/chat";
import type { Locale } from "../../../contracts/locales";

export type ChatProvider = {
  /** Short id for logs and tests. */
  readonly name: "gemini" | "openai-compatible" | "built-in";
  /** What the start-up log says is answering (never a key). */
  readonly description: string;
  /**
   * The reply, as pieces of text in order. `messages` ends with the visitor's new message. Aborting
   * `signal` stops the upstream call. `lang` is the visitor's page language, which the reply is
   * written in (English when absent). Throws UpstreamError when the model cannot answer.
   */
  streamReply(messages: readonly ChatMessage[], signal: AbortSignal, lang?: Locale): AsyncIterable<string>;
};

/**
 * The model's server failed or answered something unusable. `detail` is for the operator's log
 * only: it may hold the upstream's own words, so it never reaches a visitor.
 */
export class UpstreamError extends Error {
  constructor(
    readonly detail: string,
    readonly status?: number,
  ) {
    super(detail);
    this.name = "UpstreamError";
  }
}

/** At most this much of an upstream's error body is kept for the log. */
const LOGGED_BODY_CHARS = 300;

/** Turns a non-OK upstream answer into an UpstreamError, keeping a short excerpt for the log. */
export async function upstreamFailure(provider: string, res: Response): Promise<UpstreamError> {
  let body = "";
  try {
    body = (await res.text()).slice(0, LOGGED_BODY_CHARS);
  } catch {
    // The body could not be read; the status is enough.
  }
  return new UpstreamError(`${provider} answered HTTP ${res.status}: ${body}`, res.status);
}

/** Parses one SSE event's data as JSON, or fails like an upstream error. */
export function parseEvent(provider: string, data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw new UpstreamError(`${provider} sent an event that is not JSON: ${data.slice(0, LOGGED_BODY_CHARS)}`);
  }
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
