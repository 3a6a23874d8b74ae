/**
 * POST /api/chat: validates the conversation, counts it against the client's quota, and streams the
 * assistant's reply back as plain text while the model writes it. The model's key and address
 * stay here: the browser only ever talks to this route.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { CHAT_ENDPOINT, CHAT_MAX_BODY_BYTES, type ChatRequest } from "../../../contracts/chat";
import { chatRequestSchema } from "../../../contracts/chat-schema";
import type { AppConfig } from "../../config";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/route-schemas";
import { clientKey } from "../../lib/client-key";
import type { LimitStore } from "../../limits/limit-store";
import { NO_USAGE_COUNTER, type UsageCounter } from "../usage/service";
import { createModelBudget } from "./model-budget";
import { createChatQuota } from "./quota";
import { throttledFailureLog } from "../../limits/failure-log";
import { openReply, selectChatProvider } from "./service";
import { refusalTexts } from "../../../texts/chat-refusals";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";

/** The quota refusal in the visitor's language (the request's `lang`, English without one). */
export function quotaMessage(max: number, windowMs: number, retryAfterSeconds: number, lang: Locale = DEFAULT_LOCALE): string {
  const windowMinutes = Math.max(1, Math.round(windowMs / 60_000));
  const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refusalTexts(lang).quota(max, windowMinutes, waitMinutes);
}

export type ChatRoutesOptions = {
  chat: AppConfig["chat"];
  /** Where the quota and the model cap count (server/limits/open-limits.ts). */
  limits: LimitStore;
  timeZone: string;
  usage?: UsageCounter;
};

export async function chatRoutes(app: FastifyInstance, opts: ChatRoutesOptions) {
  const usage = opts.usage ?? NO_USAGE_COUNTER;
  const provider = selectChatProvider(opts.chat);
  const { max, windowMs } = opts.chat.quota;
  const quota = createChatQuota({
    store: opts.limits,
    max,
    windowMs,
    onStoreError: throttledFailureLog(app.log, "limit store unavailable: chat quota not enforced until it is back (fail open)"),
  });
  // The built-in assistant costs nothing: only a paid model's calls are capped per day.
  const budget =
    provider.name === "built-in"
      ? undefined
      : createModelBudget({
          store: opts.limits,
          callsPerDay: opts.chat.modelCallsPerDay,
          callsPerVisitorPerDay: opts.chat.modelCallsPerVisitorPerDay,
          timeZone: opts.timeZone,
          onStoreError: throttledFailureLog(app.log, "limit store unavailable: chat model calls refused until it is back (fail closed)"),
        });
  app.log.info({ chatProvider: provider.name }, `chat assistant: ${provider.description}`);

  // The reply is streamed as plain text while the model writes it: no 200 schema, so no serializer
  // touches the stream; only the refusals (JSON) are declared. The body is typed by hand below
  // (the typed reply would refuse the stream).
  const schema = {
    description: "Streams the assistant's reply as text/plain; charset=utf-8.",
    body: chatRequestSchema,
    response: errorResponses(400, 413, 415, 429, 502, 503),
  };
  app.post<{ Body: ChatRequest }>(CHAT_ENDPOINT, { bodyLimit: CHAT_MAX_BODY_BYTES, schema }, async (request, reply) => {
    const client = clientKey(request.ip);
    const lang = request.body.lang ?? DEFAULT_LOCALE;
    const decision = await quota.take(client);
    if (!decision.allowed) {
      await usage.count("chat_refused");
      throw new AppError("rate_limited", quotaMessage(max, windowMs, decision.retryAfterSeconds, lang), {
        headers: { "retry-after": String(decision.retryAfterSeconds) },
      });
    }

    try {
      await budget?.spend(client, lang);
    } catch (err) {
      await decision.release(); // no model call was made: the visitor's message is not charged
      throw err;
    }

    // The response's "close" before it finished means the visitor went away: stop the model.
    const visitor = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) visitor.abort();
    });

    let stream: AsyncIterable<string> | null;
    try {
      stream = await openReply(provider, request.body.messages, { signal: visitor.signal, timeoutMs: opts.chat.timeoutMs, log: request.log, lang });
    } catch (err) {
      // The model failed, not the visitor: the message is given back (the model call stays counted).
      await decision.release();
      throw err;
    }
    if (!stream) {
      // A visitor who hangs up keeps the message charged when a paid call was made for it: giving
      // it back let one address call the model without end (each call still counts for the site).
      if (!budget) await decision.release();
      reply.hijack(); // nobody is listening any more
      reply.raw.end();
      return reply;
    }
    await usage.count("chat_message");
    return reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-accel-buffering", "no") // proxies such as nginx must pass pieces on as they come
      .send(Readable.from(stream, { objectMode: false }));
  });
}
