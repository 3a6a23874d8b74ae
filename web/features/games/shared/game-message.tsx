import { useCallback, useEffect, useRef, useState } from "react";

/** Spec 2 section 8: game messages are temporary centred toasts lasting 1.5 to 3 seconds. */
export const GAME_MESSAGE_MS = 2500;
/**
 * Encouragement during play (a streak, every fifth pipe, a long snake) goes to the shell's corner
 * toast for this long instead, so it never covers the board while the game goes on.
 */
export const IN_PLAY_TOAST_MS = 2000;

type Message = { id: number; text: string };

/** A message shown for GAME_MESSAGE_MS, then cleared; a newer message replaces the shown one. */
export function useGameMessage(): { message: Message | null; show: (text: string) => void; clear: () => void } {
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    const id = ++nextId.current;
    setMessage({ id, text });
    timer.current = setTimeout(() => setMessage((m) => (m?.id === id ? null : m)), GAME_MESSAGE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}

/**
 * The centred message over the game area. The live region is always in the page, so a screen
 * reader announces each new text; it never takes clicks or taps from the board beneath it.
 */
export function GameMessage({ message }: { message: Message | null }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      data-testid="game-message"
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4"
    >
      {message && (
        <p key={message.id} className="animate-pop max-w-[90%] rounded-2xl bg-slate-900/90 px-5 py-4 text-center text-lg font-bold text-white shadow-2xl">
          {message.text}
        </p>
      )}
    </div>
  );
}
