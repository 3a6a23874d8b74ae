/**
 * The conversation for this visit: a zustand store that outlives the chat window (closing it or
 * changing page keeps the messages; a reload starts over). Components read it with useChat().
 */
import { create } from "zustand";
import { chatApologies } from "./chat-window-texts";
import type { Random } from "../../lib/random";
import { quotaMessageOf, streamChat } from "./chat-api";
import { canSend, initialChatState, requestMessages, withFailure, withReplyEnd, withReplyText, withUserMessage, type ChatState } from "./chat-state";

/** The conversation; `useChat()` in a component re-renders on each change. */
export const useChat = create<ChatState>(initialChatState);
let nextId = 1;

const current = () => useChat.getState();
// Each step of chat-state.ts returns the whole next state, so it replaces the last one.
const update = (next: ChatState) => useChat.setState(next, true);

/** One of the apologies, in the page's language. */
export function pickApology(random: Random = Math.random): string {
  const apologies = chatApologies();
  return apologies[Math.floor(random() * apologies.length)] ?? apologies[0]!;
}

export type SendDeps = {
  stream?: typeof streamChat;
  random?: Random;
  logError?: (...args: unknown[]) => void;
};

/**
 * Sends the visitor's text (ignored when blank or while a reply is pending).
 * Resolves once the reply has ended, however it ended. Returns whether anything was sent.
 */
export async function sendChatMessage(input: string, deps: SendDeps = {}): Promise<boolean> {
  const { stream = streamChat, random = Math.random, logError = console.error } = deps;
  if (!canSend(input, current().pending)) return false;
  const id = nextId++;
  const replyId = nextId++;
  update(withUserMessage(current(), id, replyId, input));
  try {
    await stream(requestMessages(current().messages), (text) => update(withReplyText(current(), text)));
    update(withReplyEnd(current()));
  } catch (err) {
    logError("Chat assistant failed:", err);
    update(withFailure(current(), quotaMessageOf(err) ?? pickApology(random)));
  }
  return true;
}

/** Test hook: a fresh conversation. @internal */
export function resetChat(): void {
  nextId = 1;
  update(initialChatState());
}
