/**
 * The floating chat assistant, mounted once by the shell.
 * This part is small and always present: the round button, both remembered positions and the
 * open/closed state. The window, the conversation and the streaming client are a separate chunk,
 * fetched once the page has loaded and the browser is idle, or when the visitor reaches for the button.
 */
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../../../site.config";
import { chatWidgetMessages } from "../../content/chat";
import { useMessages } from "../../i18n/i18n";
import { withPartTexts } from "../../i18n/route-texts";
import { afterLoad } from "../../lib/after-load";
import { isGameScreen } from "../../lib/game-screen";
import { setChatOpen } from "../../lib/overlay-store";
import { ChatFrame } from "./chat-frame";
import type { Point } from "./drag";
import { useDrag } from "./use-drag";

// The window's texts come beside its code (decision 071).
const loadWindow = withPartTexts("features/chat/chat-window", () => import("./chat-window"));
const ChatWindow = lazy(() => loadWindow().then((m) => ({ default: m.ChatWindow })));
const prefetch = () => void loadWindow().catch(() => undefined);

/**
 * The button's resting place (docs/decisions/047-nothing-floats-over-play.md). Below lg: the slot
 * the header keeps for it, left of the theme and menu buttons (1rem padding, two 44 px buttons and
 * two 8 px gaps: 7.5rem from the right), so it covers no page's buttons. On a wide screen: the
 * bottom-right corner, clear of the centred content and boards. Sides are logical: in Arabic (right
 * to left) the header's slot and the corner are on the left.
 */
const DOCKED_PLACE = "top-2.5 end-[7.5rem] size-11 lg:top-auto lg:bottom-6 lg:end-6 lg:size-14";

export function ChatWidget() {
  const t = useMessages(chatWidgetMessages);
  const [open, setOpen] = useState(false);
  // The button and the window each keep their own place, for the whole visit.
  const [buttonPos, setButtonPos] = useState<Point | null>(null);
  const [windowPos, setWindowPos] = useState<Point | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const drag = useDrag({ elementRef: buttonRef, position: buttonPos, onMove: setButtonPos });
  // Where a visitor dragged it, it stays; except on a game's screen, where it keeps to its resting
  // place for the whole visit to the game, so it never lands on a board or its controls.
  const { pathname } = useLocation();
  const gameScreen = isGameScreen(pathname);
  const docked = gameScreen || !buttonPos;
  const place = docked ? DOCKED_PLACE : "size-14";

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
    <div data-no-easter-egg data-floating data-testid="chat-widget">
      {open ? (
        <Suspense
          fallback={
            <ChatFrame position={windowPos} aria-busy="true" aria-label={t.title({ name: siteConfig.shortName })}>
              <p role="status" className="text-muted m-auto">
                {t.loading}
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
          aria-label={t.openLabel}
          aria-haspopup="dialog"
          data-testid="chat-button"
          onPointerDown={gameScreen ? undefined : drag.onPointerDown}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={onButtonClick}
          onKeyDown={gameScreen ? undefined : drag.onKeyDown}
          aria-keyshortcuts={gameScreen ? undefined : "ArrowUp ArrowDown ArrowLeft ArrowRight"}
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
