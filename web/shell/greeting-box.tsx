import { X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { greetingMessages, localizedGreetings } from "../content/greetings";
import { useMessages } from "../i18n/i18n";
import { GREETING_ROTATION_MS, greetingAt } from "./greeting-schedule";
import { GREETING_SLOT_ID } from "./greeting-pages";

/**
 * The time-of-day greeting. It depends on the visitor's clock, so it is rendered only after
 * hydration, into the place the page keeps for it below the header (GreetingSlot, in the
 * prerendered page at its full height): it is seen in the first screen, lies over nothing, and
 * never shifts the page's layout. Its texts are fetched when it first shows (its own Suspense),
 * not carried by every translated page (decision 048).
 */
export function GreetingBox() {
  const [tick, setTick] = useState<number | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    setSlot(document.getElementById(GREETING_SLOT_ID));
    setTick(0);
    const id = window.setInterval(() => setTick((t) => (t ?? 0) + 1), GREETING_ROTATION_MS);
    return () => window.clearInterval(id);
  }, []);

  if (tick === null || !slot) return null;
  // Closed, it leaves a mark by which the slot gives its room back (app.css).
  if (closed) return createPortal(<span hidden data-greeting-closed />, slot);
  return createPortal(
    <Suspense fallback={null}>
      <Greeting tick={tick} onClose={() => setClosed(true)} />
    </Suspense>,
    slot,
  );
}

function Greeting({ tick, onClose }: { tick: number; onClose: () => void }) {
  const t = useMessages(greetingMessages);
  const box = useRef<HTMLElement>(null);
  const entry = greetingAt(new Date(), tick, localizedGreetings(t));
  return (
    <aside
      ref={box}
      aria-label={t.label}
      data-testid="greeting-box"
      data-time-of-day={entry.timeOfDay}
      className="animate-pop relative flex h-full flex-col justify-center overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--card)] ps-3 pe-11 text-sm"
    >
      <p className="truncate font-semibold leading-5">{entry.greeting}</p>
      <p className="text-muted truncate leading-5">{entry.phrase}</p>
      <button
        type="button"
        aria-label={t.close}
        onClick={onClose}
        className="absolute end-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
