import { startTransition, useCallback, useEffect, useRef, useState } from "react";

/** Game messages are temporary centred toasts lasting 1.5 to 3 seconds. */
export const GAME_MESSAGE_MS = 2500;
/**
 * Encouragement during play (a streak, every fifth pipe, a long snake) is a note: it takes the
 * status line's place for this long, so it floats over nothing and takes no tap while the game
 * goes on (docs/decisions/047-nothing-floats-over-play.md).
 */
export const GAME_NOTE_MS = 2000;

export type TimedText = { id: number; text: string };
type Timed = { message: TimedText | null; show: (text: string) => void; clear: () => void };

/** A message shown for GAME_MESSAGE_MS, then cleared; a newer message replaces the shown one. */
export function useGameMessage(): Timed {
  return useTimedText(GAME_MESSAGE_MS);
}

/** An in-play note for the status line (GameLayout's `note`), shown for GAME_NOTE_MS. */
export function useGameNote(): Timed {
  return useTimedText(GAME_NOTE_MS);
}

/**
 * The text renders in a transition, like the rest of a real-time game's words (docs/decisions/050):
 * a message cleared by the key that starts a round, or a note timing out mid-round, would otherwise
 * render the whole game view in that key's or timer's task, in one piece (docs/decisions/051).
 */
function useTimedText(ms: number): Timed {
  const [message, setMessage] = useState<TimedText | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    startTransition(() => setMessage(null));
  }, []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const id = ++nextId.current;
      startTransition(() => setMessage({ id, text }));
      timer.current = setTimeout(() => startTransition(() => setMessage((m) => (m?.id === id ? null : m))), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}

/**
 * A round's message (its end, a lost life), shown in the status line's place and as large: it
 * never lies over the board, so the final board stays in view, and the status line under it is
 * hidden meanwhile, so a result is said once (GameLayout). The live region is always in the page,
 * so a screen reader announces each new text; it never takes clicks or taps. `dir`: the page's.
 */
export function GameMessage({ message, dir }: { message: TimedText | null; dir?: "ltr" | "rtl" }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" data-testid="game-message" className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
      {message && (
        <p
          key={message.id}
          dir={dir}
          className="animate-pop flex h-full w-full items-center justify-center overflow-hidden rounded-xl bg-slate-900 px-3 text-center text-[0.9375rem] font-bold leading-5 text-white shadow-lg"
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
