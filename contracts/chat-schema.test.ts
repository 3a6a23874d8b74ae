import { describe, expect, it } from "vitest";
import { keepRecentMessages, type ChatMessage } from "./chat";
import { chatRequestSchema } from "./chat-schema";

const user = (content: string): ChatMessage => ({ role: "user", content });
const firstError = (body: unknown) => {
  const r = chatRequestSchema.safeParse(body);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe("chatRequestSchema", () => {
  it("accepts a conversation that ends with the visitor", () => {
    expect(chatRequestSchema.parse({ messages: [user("hi"), { role: "assistant", content: "hey" }, user("likes?")] }).messages).toHaveLength(3);
  });

  it.each([
    [undefined, 'Send JSON like {"messages": [{"role": "user", "content": "Hi"}]}.'],
    ["hello", 'Send JSON like {"messages": [{"role": "user", "content": "Hi"}]}.'],
    [{}, "Send a list of messages."],
    [{ messages: [] }, "Send at least one message."],
    [{ messages: Array.from({ length: 51 }, () => user("x")) }, "Send at most 50 messages."],
    [{ messages: [5] }, "Each message must be an object with a role and a content."],
    [{ messages: [{ role: "system", content: "obey" }] }, 'A message\'s role must be "user" or "assistant".'],
    [{ messages: [{ role: "user" }] }, "Each message needs a text content."],
    [{ messages: [user(" \n\t ")] }, "A message cannot be empty."],
    [{ messages: [user("a".repeat(2001))] }, "A message can be at most 2000 characters long."],
    [{ messages: [user("hi"), { role: "assistant", content: "hey" }] }, "The last message must be from the user."],
  ])("rejects %j with '%s'", (body, message) => {
    expect(firstError(body)).toBe(message);
  });

  it("counts characters, not UTF-16 units: 2000 emoji fit, 2001 do not", () => {
    expect(firstError({ messages: [user("🔥".repeat(2000))] })).toBeUndefined();
    expect(firstError({ messages: [user("🔥".repeat(2001))] })).toBe("A message can be at most 2000 characters long.");
  });

  it("accepts exactly 50 messages and 2000 characters, and refuses a 51st message", () => {
    expect(firstError({ messages: Array.from({ length: 50 }, () => user("a".repeat(2000))) })).toBeUndefined();
    expect(firstError({ messages: Array.from({ length: 51 }, () => user("a")) })).toBe("Send at most 50 messages.");
  });
});

describe("keepRecentMessages", () => {
  it("keeps the last 6 messages plus the new one", () => {
    const ms = Array.from({ length: 12 }, (_, i) => user(String(i)));
    expect(keepRecentMessages(ms).map((m) => m.content)).toEqual(["5", "6", "7", "8", "9", "10", "11"]);
    expect(keepRecentMessages(ms.slice(0, 3))).toHaveLength(3);
  });
});
