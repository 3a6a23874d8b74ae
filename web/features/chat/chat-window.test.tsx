import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_TEXT } from "../../content/chat";
import { resetChat } from "./chat-store";
import { ChatWindow } from "./chat-window";

function renderWindow(onClose = vi.fn()) {
  const router = createMemoryRouter([{ path: "*", element: <ChatWindow position={null} onMove={() => {}} onClose={onClose} /> }]);
  render(<RouterProvider router={router} />);
  return { onClose, input: screen.getByRole("textbox", { name: CHAT_TEXT.inputLabel }), send: screen.getByRole("button", { name: CHAT_TEXT.sendLabel }) };
}

/** A fetch whose answer streams only when the test says so. */
function controllableFetch() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (t) => controller.enqueue(new TextEncoder().encode(t));
      end = () => controller.close();
    },
  });
  const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } }));
  return { fetch, push: (t: string) => push(t), end: () => end() };
}

beforeEach(() => resetChat());
afterEach(() => vi.unstubAllGlobals());

describe("ChatWindow", () => {
  it("greets, and keeps Send disabled until there is text", async () => {
    const { input, send } = renderWindow();
    expect(screen.getByText(CHAT_TEXT.welcome)).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.type(input, "   ");
    expect(send).toBeDisabled();
    await userEvent.type(input, "hi");
    expect(send).toBeEnabled();
  });

  it("adds a new line on Shift+Enter and sends on Enter, then shows Thinking... and disables the input until the reply", async () => {
    const server = controllableFetch();
    vi.stubGlobal("fetch", server.fetch);
    const { input, send } = renderWindow();
    await userEvent.type(input, "line one{Shift>}{Enter}{/Shift}line two");
    expect(input).toHaveValue("line one\nline two");
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.type(input, "{Enter}");
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = server.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/chat");
    expect(JSON.parse(String(init.body))).toEqual({
      messages: [{ role: "user", content: "line one\nline two" }],
    });
    expect(input).toHaveValue("");
    expect(input).toBeDisabled();
    expect(send).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent(CHAT_TEXT.thinking);

    await act(async () => server.push("Hey "));
    await waitFor(() => expect(screen.getByText("Hey")).toBeInTheDocument());
    await act(async () => {
      server.push("gamer!");
      server.end();
    });
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.getAllByTestId("chat-message").at(-1)).toHaveTextContent("Hey gamer!");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  // Escape is the browser's own for a modal <dialog> (happy-dom has none): e2e/chat.spec.ts and
  // e2e/keyboard.spec.ts press it in Chromium.
  it("opens as a modal dialog named by its title, with focus in the text field, and its close button closes it once", async () => {
    const { onClose, input } = renderWindow();
    const dialog = screen.getByRole("dialog", { name: CHAT_TEXT.title });
    expect(dialog).toHaveAttribute("open");
    expect(input).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: CHAT_TEXT.closeLabel }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(dialog).not.toHaveAttribute("open");
  });
});
