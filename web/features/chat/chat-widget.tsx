/**
 * The floating chat assistant (spec 1 "Floating chat assistant"), mounted once by the shell.
 * This part is small and always present: the round button, both remembered positions and the
 * open/closed state. The window, the conversation and the streaming client are a separate chunk,
 * fetched once the page has loaded and the browser is idle, or when the visitor reaches for the button.
 */
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { CHAT_TEXT } from "../../content/chat";
import { afterLoad } from "../../lib/after-load";
import { useGameRunning } from "../../lib/game-activity";
import { setChatOpen } from "../../lib/overlay-store";
import { ChatFrame } from "./chat-frame";
import type { Point } from "./drag";
import { useDrag } from "./use-drag";

const loadWindow = () => import("./chat-window");
const ChatWindow = lazy(() => loadWindow().then((m) => ({ default: m.ChatWindow })));
const prefetch = () => void loadWindow().catch(() => undefined);

/** Between the site name and the theme/menu buttons of the 4rem header, clear of any board. */
const DOCKED_PLACE = "top-2.5 right-[6.75rem] size-11 lg:top-auto lg:bottom-6 lg:right-6 lg:size-14";

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  // Spec 1: the button and the window each keep their own place, for the whole visit.
  const [buttonPos, setButtonPos] = useState<Point | null>(null);
  const [windowPos, setWindowPos] = useState<Point | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const drag = useDrag({ elementRef: buttonRef, position: buttonPos, onMove: setButtonPos });
  // While a game runs, the button docks small in the site header's free space (below lg; on a wide
  // screen the bottom-right corner is clear of the centred board), and returns when play stops.
  const docked = useGameRunning();
  const place = docked ? DOCKED_PLACE : buttonPos ? "size-14" : "bottom-6 right-6 size-14";

  useEffect(() => {
    setChatOpen(open);
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);
  useEffect(() => () => setChatOpen(false), []);

  useEffect(() => afterLoad(prefetch), []);

  const onButtonClick = (e: MouseEvent) => {
    // The click that ends a drag is not a press (a keyboard press has detail 0 and always opens).
    if (e.detail !== 0 && drag.wasDragged()) return;
    setOpen(true);
  };
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    // The shell's easter egg pops up on clicks on round things; not on the chat.
    <div data-no-easter-egg data-testid="chat-widget">
      {open ? (
        <Suspense
          fallback={
            <ChatFrame position={windowPos} aria-busy="true" aria-label={CHAT_TEXT.title}>
              <p role="status" className="text-muted m-auto">
                {CHAT_TEXT.loading}
              </p>
            </ChatFrame>
          }
        >
          <ChatWindow position={windowPos} onMove={setWindowPos} onClose={close} />
        </Suspense>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-label={CHAT_TEXT.openLabel}
          aria-haspopup="dialog"
          data-testid="chat-button"
          onPointerDown={drag.onPointerDown}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={onButtonClick}
          onKeyDown={drag.onKeyDown}
          aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
          data-docked={docked || undefined}
          className={`fixed z-50 inline-flex touch-none select-none items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 ${place}`}
          style={buttonPos && !docked ? { left: buttonPos.x, top: buttonPos.y } : undefined}
        >
          <MessageCircle className="size-7" aria-hidden />
        </button>
      )}
    </div>
  );
}
