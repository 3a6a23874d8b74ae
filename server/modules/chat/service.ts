/**
 * The chat rules between the route and the providers: which provider answers, what history it
 * sees, how long it may take, and what a visitor is told when it fails.
 */
import { keepRecentMessages, type ChatMessage } from "../../../contracts/chat";
import { DEFAULT_LOCALE, type Locale } from "../../../contracts/locales";
import type { AppConfig } from "../../config";
import { AppError } from "../../lib/errors";
import { builtInProvider } from "./built-in-assistant";
import { geminiProvider } from "./gemini";
import { openAiProvider } from "./openai-compatible";
import { buildPersona } from "./persona";
import type { ChatProvider } from "./provider";
import { REFUSAL_TEXTS, refusalTexts } from "../../../texts/chat-refusals";

/** The exact English text, which tests assert (a page shows it through its messages in its language). @internal */
export const CHAT_UPSTREAM_FAILED = REFUSAL_TEXTS.en.upstreamFailed;
/** The exact English text, which tests assert (a page shows it through its messages in its language). @internal */
export const CHAT_UPSTREAM_TIMEOUT = REFUSAL_TEXTS.en.upstreamTimeout;
/** Appended when the model fails after text went out: the widget shows what came, then this. (English: the exact text, which tests assert; the page shows it through its messages). @internal */
export const CHAT_REPLY_CUT_SHORT = REFUSAL_TEXTS.en.replyCutShort;

/** Gemini when it has a key, else an OpenAI-compatible server when one is named, else the built-in assistant. */
export function selectChatProvider(chat: AppConfig["chat"]): ChatProvider {
  if (chat.gemini) return geminiProvider({ ...chat.gemini, persona: buildPersona() });
  if (chat.openai) return openAiProvider({ ...chat.openai, persona: buildPersona() });
  return builtInProvider();
}

export type ChatLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Starts the reply and waits for its first piece of text, so that a failure before any text is
 * still a clean 502 the route can send. Returns the whole reply as an async iterable (the first
 * piece included); a failure after that only ends the stream early, and is logged.
 * Returns null when the visitor left before anything was produced.
 */
export async function openReply(
  provider: ChatProvider,
  messages: readonly ChatMessage[],
  {
    signal,
    timeoutMs,
    log,
    lang = DEFAULT_LOCALE,
  }: { signal: AbortSignal; timeoutMs: number; log: ChatLog; /** The visitor's language: the reply's and these texts'. */ lang?: Locale },
): Promise<AsyncIterable<string> | null> {
  const texts = refusalTexts(lang);
  // The provider stops when the visitor leaves, when the whole reply outlasts timeoutMs, or when
  // the reply ends here (`finished`); whichever came first is the combined signal's reason.
  const deadline = AbortSignal.timeout(timeoutMs);
  const finished = new AbortController();
  const upstream = AbortSignal.any([signal, deadline, finished.signal]);
  const timedOut = () => upstream.aborted && upstream.reason === deadline.reason;

  const iterator = provider.streamReply(keepRecentMessages(messages), upstream, lang)[Symbol.asyncIterator]();
  const describe = (err: unknown) => ({
    provider: provider.name,
    reason: timedOut() ? "timeout" : signal.aborted ? "visitor left" : "error",
    err,
  });

  let first: IteratorResult<string>;
  try {
    do first = await iterator.next();
    while (!first.done && first.value === "");
  } catch (err) {
    finished.abort();
    if (signal.aborted) {
      log.info(describe(err), "chat: visitor left before the reply started");
      return null;
    }
    log.warn(describe(err), "chat: upstream failed before the reply started");
    throw new AppError("upstream_failed", timedOut() ? texts.upstreamTimeout : texts.upstreamFailed, { cause: err });
  }

  if (first.done) {
    // The model answered without a single word (an HTML error page, a wrong shape): nothing to stream.
    finished.abort();
    log.warn({ provider: provider.name }, "chat: upstream ended without any text");
    throw new AppError("upstream_failed", texts.upstreamFailed);
  }
  const opening = first.value;

  async function* rest(): AsyncGenerator<string> {
    try {
      yield opening;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        if (next.value) yield next.value;
      }
    } catch (err) {
      // Headers and some text are already out: say the reply was cut short and end it here.
      if (signal.aborted) log.info(describe(err), "chat: visitor left during the reply");
      else {
        log.warn(describe(err), "chat: upstream failed during the reply");
        yield texts.replyCutShort;
      }
    } finally {
      finished.abort();
      await iterator.return?.().catch(() => undefined);
    }
  }
  return rest();
}
