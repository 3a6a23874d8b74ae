import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_APOLOGIES } from "../../content/chat";
import { HttpError } from "../../lib/query-client";
import type { streamChat } from "./chat-api";
import { pickApology, resetChat, sendChatMessage, useChat } from "./chat-store";

type Stream = typeof streamChat;

beforeEach(() => resetChat());

describe("sendChatMessage", () => {
  it("streams the reply into the conversation and sends the history", async () => {
    const { result } = renderHook(() => useChat());
    const stream = vi.fn<Stream>(async (_messages, onText) => {
      onText("Hello ");
      onText("gamer");
    });
    await act(() => sendChatMessage("hi", { stream }));
    expect(stream.mock.calls[0]![0]).toEqual([{ role: "user", content: "hi" }]);
    expect(result.current.messages.map((m) => m.content).slice(1)).toEqual(["hi", "Hello gamer"]);
    expect(result.current.pending).toBe(false);

    await act(() => sendChatMessage("again", { stream }));
    expect(stream.mock.calls[1]![0]).toEqual([
      { role: "user", content: "hi" },
      { role: "assistant", content: "Hello gamer" },
      { role: "user", content: "again" },
    ]);
  });

  it("ignores a blank message and a second send while a reply is pending", async () => {
    let finish!: () => void;
    const stream = vi.fn<Stream>(() => new Promise<void>((r) => (finish = r)));
    expect(await sendChatMessage("   ", { stream })).toBe(false);
    const first = sendChatMessage("one", { stream });
    expect(await sendChatMessage("two", { stream })).toBe(false);
    finish();
    await first;
    expect(stream).toHaveBeenCalledTimes(1);
  });

  it("shows one of the 6 gaming apologies on a failure and logs it", async () => {
    const { result } = renderHook(() => useChat());
    const logError = vi.fn();
    const err = new HttpError(502, '{"success":false,"message":"x"}', "Bad Gateway");
    await act(() => sendChatMessage("hi", { stream: () => Promise.reject(err), random: () => 0.99, logError }));
    expect(result.current.messages.at(-1)?.content).toBe(CHAT_APOLOGIES[5]);
    expect(logError).toHaveBeenCalledWith("Chat assistant failed:", err);
  });

  it("shows the server's own words when the per-IP quota is used up", async () => {
    const { result } = renderHook(() => useChat());
    const err = new HttpError(429, JSON.stringify({ success: false, message: "Take a short break." }), "Too Many Requests");
    await act(() => sendChatMessage("hi", { stream: () => Promise.reject(err), logError: () => {} }));
    expect(result.current.messages.at(-1)?.content).toBe("Take a short break.");
  });
});

describe("the apologies", () => {
  it("are 6 funny gaming-style lines, one of them a 360 no-scope", () => {
    expect(CHAT_APOLOGIES).toHaveLength(6);
    expect(CHAT_APOLOGIES.filter((a) => a.includes("360 no-scope"))).toHaveLength(1);
    expect(new Set(CHAT_APOLOGIES.map((_, i) => pickApology(() => i / 6)))).toEqual(new Set(CHAT_APOLOGIES));
  });
});
