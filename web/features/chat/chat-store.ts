/**
 * The conversation for this visit: module state that outlives the chat window (closing it or
 * changing page keeps the messages; a reload starts over). Components read it with useChat().
 */
import { useSyncExternalStore } from "react";
import { CHAT_APOLOGIES } from "../../content/chat";
import type { Random } from "../../lib/random";
import { quotaMessageOf, streamChat } from "./chat-api";
import { canSend, initialChatState, requestMessages, withFailure, withReplyEnd, withReplyText, withUserMessage, type ChatState } from "./chat-state";

let state: ChatState = initialChatState();
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ChatState) {
  state = next;
  for (const l of listeners) l();
}

export function pickApology(random: Random = Math.random): string {
  return CHAT_APOLOGIES[Math.floor(random() * CHAT_APOLOGIES.length)] ?? CHAT_APOLOGIES[0]!;
}

export type SendDeps = {
  stream?: typeof streamChat;
  random?: Random;
  logError?: (...args: unknown[]) => void;
};

/**
 * Sends the visitor's text (spec 1 section 5: ignored when blank or while a reply is pending).
 * Resolves once the reply has ended, however it ended. Returns whether anything was sent.
 */
export async function sendChatMessage(input: string, deps: SendDeps = {}): Promise<boolean> {
  const { stream = streamChat, random = Math.random, logError = console.error } = deps;
  if (!canSend(input, state.pending)) return false;
  const id = nextId++;
  const replyId = nextId++;
  update(withUserMessage(state, id, replyId, input));
  try {
    await stream(requestMessages(state.messages), (text) => update(withReplyText(state, text)));
    update(withReplyEnd(state));
  } catch (err) {
    logError("Chat assistant failed:", err);
    update(withFailure(state, quotaMessageOf(err) ?? pickApology(random)));
  }
  return true;
}

export function useChat(): ChatState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** Test hook: a fresh conversation. */
export function resetChat(): void {
  nextId = 1;
  update(initialChatState());
}
