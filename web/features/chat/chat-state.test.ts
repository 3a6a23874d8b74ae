import { describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../../content/chat";
import { canSend, initialChatState, replyStarted, requestMessages, withFailure, withReplyEnd, withReplyText, withUserMessage, type UiMessage } from "./chat-state";

describe("chat state", () => {
  it("opens with a local welcome message and nothing pending", () => {
    const s = initialChatState();
    expect(s.pending).toBe(false);
    expect(s.messages).toEqual([{ id: 0, role: "assistant", content: CHAT_TEXT.welcome, local: true }]);
  });

  it("ignores a send when the trimmed input is empty or a reply is pending", () => {
    expect(canSend("", false)).toBe(false);
    expect(canSend("  \n\t ", false)).toBe(false);
    expect(canSend("hi", true)).toBe(false);
    expect(canSend(" hi ", false)).toBe(true);
  });

  it("adds the trimmed message, goes pending, grows the reply as it streams and ends", () => {
    let s = withUserMessage(initialChatState(), 1, 2, "  what is VIP?  ");
    expect(s.pending).toBe(true);
    expect(s.messages.at(-1)).toEqual({ id: 1, role: "user", content: "what is VIP?", local: false });
    expect(replyStarted(s)).toBe(false);
    s = withReplyText(s, "VIP is ");
    expect(replyStarted(s)).toBe(true);
    s = withReplyText(s, "the pro pass");
    expect(s.messages.at(-1)).toEqual({ id: 2, role: "assistant", content: "VIP is the pro pass", local: false });
    s = withReplyEnd(s);
    expect(s.pending).toBe(false);
    expect(s.messages.at(-1)?.content).toBe("VIP is the pro pass");
  });

  it('shows "Sorry, I couldn\'t generate a response." for an empty reply', () => {
    const s = withReplyEnd(withReplyText(withUserMessage(initialChatState(), 1, 2, "hi"), "   "));
    expect(s.messages.at(-1)).toEqual({ id: 2, role: "assistant", content: "Sorry, I couldn't generate a response.", local: true });
    expect(s.messages.filter((m) => m.id === 2)).toHaveLength(1);
  });

  it("shows the failure text when nothing arrived, and keeps a partial reply when some did", () => {
    const failed = withFailure(withUserMessage(initialChatState(), 1, 2, "hi"), "apology");
    expect(failed.messages.at(-1)).toEqual({ id: 2, role: "assistant", content: "apology", local: true });
    expect(failed.pending).toBe(false);
    const partial = withFailure(withReplyText(withUserMessage(initialChatState(), 1, 2, "hi"), "Half"), "apology");
    expect(partial.messages.at(-1)?.content).toBe("Half");
  });

  it("sends only the real conversation, newest 6 plus the new message", () => {
    const messages: UiMessage[] = [
      { id: 0, role: "assistant", content: "welcome", local: true },
      ...Array.from({ length: 10 }, (_, i): UiMessage => ({ id: i + 1, role: i % 2 ? "assistant" : "user", content: `m${i + 1}`, local: false })),
      { id: 11, role: "assistant", content: "apology", local: true },
      { id: 12, role: "user", content: "new", local: false },
    ];
    expect(requestMessages(messages)).toEqual(
      ["m5", "m6", "m7", "m8", "m9", "m10", "new"].map((content) => ({ role: content === "new" || Number(content.slice(1)) % 2 ? "user" : "assistant", content })),
    );
  });
});
