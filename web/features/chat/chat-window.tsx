/**
 * The open chat window (a lazily loaded chunk): a draggable frame with the message list, a text
 * input and a send button.
 * It is a modal <dialog> opened with showModal(): the browser keeps focus and assistive
 * technology out of the page behind it (inert) and closes it on Escape; the widget puts focus
 * back on the chat button, which it renders again once the window is gone.
 */
import { Move, Send, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { CHAT_MAX_CONTENT_CHARS } from "../../../contracts/chat";
import { siteConfig } from "../../../site.config";
import { chatMessages } from "./chat-window-texts";
import { useMessages } from "../../i18n/i18n";
import { frameLayout } from "./chat-frame";
import { canSend, replyStarted, WELCOME_ID } from "./chat-state";
import { sendChatMessage, useChat } from "./chat-store";
import type { Point } from "./drag";
import { MessageText } from "./message-text";
import { useDrag } from "./use-drag";

export type ChatWindowProps = {
  position: Point | null;
  onMove: (p: Point) => void;
  onClose: () => void;
};

export function ChatWindow({ position, onMove, onClose }: ChatWindowProps) {
  const t = useMessages(chatMessages);
  const name = siteConfig.shortName;
  const frameRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Open before anything measures the window (the drag keeps a placed window inside the viewport).
  useLayoutEffect(() => {
    const dialog = frameRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => dialog?.close();
  }, []);
  const drag = useDrag({ elementRef: frameRef, position, onMove });
  const chat = useChat();
  const [input, setInput] = useState("");
  const thinking = chat.pending && !replyStarted(chat);

  // The input is disabled while a reply is pending, which drops its focus: give it back, unless
  // the visitor has moved on to something else on the page.
  useEffect(() => {
    if (chat.pending) return;
    const active = document.activeElement;
    if (active === document.body || frameRef.current?.contains(active)) inputRef.current?.focus();
  }, [chat.pending]);

  // Follow the conversation as it grows (also while a reply streams in).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, thinking]);

  const send = () => {
    if (!canSend(input, chat.pending)) return;
    const text = input;
    setInput("");
    void sendChatMessage(text);
  };

  const onInputKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const frame = frameLayout(position);
  // The browser's own dialog box (centred, padded, bordered, capped in size) gives way to the frame's.
  const layout = {
    className: `${frame.className} m-0 max-w-none p-0 text-inherit backdrop:bg-black/30 ${position ? "" : "top-auto start-auto"}`,
    style: frame.style && { ...frame.style, right: "auto", bottom: "auto" },
  };

  return (
    <dialog
      ref={frameRef}
      {...layout}
      aria-labelledby="chat-title"
      data-testid="chat-window"
      // Escape (the browser's own) and the close button both end here. A close after unmounting
      // (the cleanup above) reaches no handler, so the widget hears of each close once.
      onClose={onClose}
      // A press on the backdrop (the dimmed page) closes the window, as the page behind is inert.
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      {/* A div, not <header>: inside the dialog a header would be a second "banner" landmark beside the site's. */}
      <div
        onPointerDown={(e) => {
          if (!(e.target instanceof Element && e.target.closest("button"))) drag.onPointerDown(e);
        }}
        data-testid="chat-drag-handle"
        className="flex cursor-move touch-none select-none items-center gap-3 bg-brand-600 px-4 py-3 text-white"
      >
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="truncate font-bold">
            {t.title({ name })}
          </h2>
          <p className="truncate text-xs">{t.subtitle}</p>
        </div>
        {/* The keyboard's way to move the window: focus this and press the arrow keys. */}
        <button
          type="button"
          onKeyDown={drag.onKeyDown}
          aria-label={t.moveLabel}
          aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
          title={t.moveTitle}
          data-testid="chat-move"
          className="rounded-lg p-2 hover:bg-white/15 focus-visible:outline-white"
        >
          <Move className="size-5" aria-hidden />
        </button>
        <button type="button" onClick={() => frameRef.current?.close()} aria-label={t.closeLabel} className="rounded-lg p-2 hover:bg-white/15 focus-visible:outline-white">
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <div ref={listRef} className="flex-1 overflow-y-auto overscroll-contain p-4">
        <div role="log" aria-live="polite" aria-busy={chat.pending} aria-label={t.conversationLabel} className="grid gap-3">
          {chat.messages.map((m) => (
            <p
              key={m.id}
              data-testid="chat-message"
              data-role={m.role}
              className={
                m.role === "user"
                  ? "ms-auto max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-ee-md bg-brand-600 px-3 py-2 text-white"
                  : "me-auto max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-es-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2"
              }
            >
              {/* The welcome (message 0) is the widget's own: shown in the page's language of the moment. */}
              <MessageText text={m.id === WELCOME_ID && m.local ? t.welcome({ name }) : m.content} />
            </p>
          ))}
        </div>
        <p role="status" data-testid="chat-thinking" className={thinking ? "text-muted mt-3 animate-pulse text-sm" : "sr-only"}>
          {thinking ? t.thinking : ""}
        </p>
      </div>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        className="flex items-end gap-2 border-t border-[var(--border)] p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          {t.inputLabel}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={2}
          maxLength={CHAT_MAX_CONTENT_CHARS}
          value={input}
          disabled={chat.pending}
          placeholder={t.placeholder}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onInputKey}
          className="min-h-11 flex-1 resize-none rounded-xl border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base disabled:opacity-60"
        />
        <button type="submit" aria-label={t.sendLabel} disabled={!canSend(input, chat.pending)} className="btn btn-primary size-11 shrink-0 p-0">
          <Send className="size-5" aria-hidden />
        </button>
      </form>
    </dialog>
  );
}
