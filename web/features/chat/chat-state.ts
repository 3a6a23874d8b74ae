/**
 * The conversation as plain data, and the steps it goes through:
 * a send adds the visitor's message and makes a reply pending; the reply grows as it streams in;
 * it ends as text, as "Sorry, I couldn't generate a response." when empty, or as an apology.
 */
import { keepRecentMessages, type ChatMessage, type ChatRole } from "../../../contracts/chat";
import { CHAT_TEXT } from "../../content/chat";
import { chatMessages } from "./chat-window-texts";

export type UiMessage = {
  id: number;
  role: ChatRole;
  content: string;
  /** Written by the widget itself (welcome, apologies): shown, never sent to the model. */
  local: boolean;
};

export type ChatState = {
  messages: UiMessage[];
  /** A reply is on its way: the input and the send button are disabled. */
  pending: boolean;
  /** The id the pending reply has (or will have once its first text arrives). */
  replyId: number | null;
};

/** The welcome's id: the window shows it in the page's language (the state keeps the English text). */
export const WELCOME_ID = 0;

export function initialChatState(): ChatState {
  return { messages: [{ id: WELCOME_ID, role: "assistant", content: CHAT_TEXT.welcome, local: true }], pending: false, replyId: null };
}

/** Nothing to send when the trimmed input is empty or a reply is pending. */
export function canSend(input: string, pending: boolean): boolean {
  return !pending && input.trim() !== "";
}

/** What goes to the server: the real conversation (no local texts), the newest messages the model may see. */
export function requestMessages(messages: readonly UiMessage[]): ChatMessage[] {
  return keepRecentMessages(messages.filter((m) => !m.local).map(({ role, content }) => ({ role, content })));
}

export function withUserMessage(state: ChatState, id: number, replyId: number, text: string): ChatState {
  return {
    messages: [...state.messages, { id, role: "user", content: text.trim(), local: false }],
    pending: true,
    replyId,
  };
}

/** Whether the pending reply has shown any text yet (until then, "Thinking..." shows). */
export function replyStarted(state: ChatState): boolean {
  return state.replyId !== null && state.messages.some((m) => m.id === state.replyId);
}

export function withReplyText(state: ChatState, text: string): ChatState {
  if (state.replyId === null || text === "") return state;
  const id = state.replyId;
  if (!replyStarted(state)) return { ...state, messages: [...state.messages, { id, role: "assistant", content: text, local: false }] };
  return { ...state, messages: state.messages.map((m) => (m.id === id ? { ...m, content: m.content + text } : m)) };
}

function finish(state: ChatState, fallbackText: string): ChatState {
  const reply = state.messages.find((m) => m.id === state.replyId);
  const messages =
    reply && reply.content.trim() !== ""
      ? state.messages
      : [...state.messages.filter((m) => m.id !== state.replyId), { id: state.replyId ?? -1, role: "assistant" as const, content: fallbackText, local: true }];
  return { messages, pending: false, replyId: null };
}

/** The stream ended: an empty reply becomes "Sorry, I couldn't generate a response." */
export function withReplyEnd(state: ChatState): ChatState {
  return finish(state, chatMessages.get().emptyReply);
}

/** The request failed: keep any text that did arrive, otherwise show `message` (an apology). */
export function withFailure(state: ChatState, message: string): ChatState {
  return finish(state, message);
}
