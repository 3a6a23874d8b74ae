import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useMessages } from "../../i18n/i18n";
import { isGameRunning } from "../../lib/game-activity";
import { extrasMessages, motivationalMessages } from "../extras-messages";
import {
  CONFETTI_INTERVAL_MS,
  CONFETTI_LIFETIME_MS,
  CONFETTI_PIECES,
  isFullyRounded,
  isTypingTarget,
  MOBILE_MAX_WIDTH,
  MOTIVATION_POPUP_MS,
  MOUSE_CONFETTI_CHANCE,
  THANKS_POPUP_DELAY_MS,
  THANKS_POPUP_MS,
} from "./effects-rules";

type Piece = { id: number; x: number; y: number; color: string; drift: number };
type Popup = { id: number; text: string };

const COLORS = ["#ff4d4f", "#ffb347", "#4f7cff", "#36cfc9", "#b37feb", "#73d13d"];
const MAX_MOUSE_PIECES = 30;

/**
 * The n key rains 20 confetti pieces (50 ms apart, 600 ms each) and then shows a
 * thank-you popup; a click on any fully rounded element shows a motivational popup; on desktop,
 * mouse moves sometimes drop a piece of confetti. Pieces are fixed-position and transformed only,
 * so nothing shifts the layout; with reduced motion no confetti is drawn.
 */
export function EasterEggs() {
  // Rendering the texts is what makes a translated page carry them for the popups later.
  useMessages(extrasMessages);
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [popup, setPopup] = useState<Popup | null>(null);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const later = (fn: () => void, ms: number) => {
      const id = window.setTimeout(() => {
        timers.current.delete(id);
        fn();
      }, ms);
      timers.current.add(id);
    };
    const addPiece = (x: number, y: number) => {
      if (reduced) return;
      const piece: Piece = {
        id: nextId.current++,
        x,
        y,
        color: COLORS[nextId.current % COLORS.length]!,
        drift: (nextId.current % 7) * 8 - 24,
      };
      setPieces((ps) => [...ps, piece].slice(-MAX_MOUSE_PIECES));
      later(() => setPieces((ps) => ps.filter((p) => p.id !== piece.id)), CONFETTI_LIFETIME_MS);
    };
    const showPopup = (text: string, ms: number) => {
      const id = nextId.current++;
      setPopup({ id, text });
      later(() => setPopup((p) => (p?.id === id ? null : p)), ms);
    };

    const onKey = (e: KeyboardEvent) => {
      // Not over a round in play (docs/decisions/047): a game may take N, and confetti would cover its board.
      if (e.key !== "n" || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target) || isGameRunning()) return;
      for (let i = 0; i < CONFETTI_PIECES; i++) {
        later(() => addPiece(window.innerWidth * (0.1 + (0.8 * ((i * 37) % 100)) / 100), window.innerHeight * 0.25), i * CONFETTI_INTERVAL_MS);
      }
      later(() => showPopup(extrasMessages.get().thanks, THANKS_POPUP_MS), THANKS_POPUP_DELAY_MS);
    };

    const onClick = (e: MouseEvent) => {
      let el = e.target instanceof Element ? e.target : null;
      for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
        if (el.closest("[data-no-easter-egg]")) return;
        const rect = el.getBoundingClientRect();
        if (isFullyRounded(getComputedStyle(el).borderTopLeftRadius, rect.width, rect.height)) {
          // Decorative only: Math.random is fine here.
          const messages = motivationalMessages();
          const text = messages[Math.floor(Math.random() * messages.length)]!;
          showPopup(text, MOTIVATION_POPUP_MS);
          return;
        }
      }
    };

    const desktop = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH}px) and (pointer: fine)`).matches;
    const onMove = (e: MouseEvent) => {
      if (!isGameRunning() && Math.random() < MOUSE_CONFETTI_CHANCE) addPiece(e.clientX, e.clientY);
    };

    const pending = timers.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    if (desktop && !reduced) window.addEventListener("mousemove", onMove, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
      window.removeEventListener("mousemove", onMove);
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  return (
    <>
      <div aria-hidden className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
        {pieces.map((p) => (
          <span
            key={p.id}
            data-testid="confetti-piece"
            className="absolute block size-2.5 rounded-sm"
            style={
              {
                left: p.x,
                top: p.y,
                background: p.color,
                animation: `confetti-fall ${CONFETTI_LIFETIME_MS}ms ease-in forwards`,
                "--drift": `${p.drift}px`,
              } as CSSProperties
            }
          />
        ))}
      </div>
      {popup && (
        <div
          role="status"
          data-testid="easter-egg-popup"
          className="pointer-events-none fixed left-1/2 top-1/3 z-[70] w-[min(90vw,26rem)] -translate-x-1/2 animate-pop rounded-2xl bg-brand-600 px-5 py-4 text-center font-semibold text-white shadow-2xl"
        >
          {popup.text}
        </div>
      )}
    </>
  );
}
