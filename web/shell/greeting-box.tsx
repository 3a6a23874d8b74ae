import { X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { greetingMessages, localizedGreetings } from "../content/greetings";
import { useMessages } from "../i18n/i18n";
import { GREETING_ROTATION_MS, greetingAt } from "./greeting-schedule";
import { useCoversControl } from "./keep-clear";

/**
 * The time-of-day greeting. It depends on the visitor's clock, so it is
 * rendered only after hydration, fixed in a corner: it never shifts the page's layout. It steps
 * aside while a control of the page lies under it (keep-clear.ts). Its texts are fetched when it
 * first shows (its own Suspense), not carried by every translated page (decision 048).
 */
export function GreetingBox() {
  const [tick, setTick] = useState<number | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    setTick(0);
    const id = window.setInterval(() => setTick((t) => (t ?? 0) + 1), GREETING_ROTATION_MS);
    return () => window.clearInterval(id);
  }, []);

  if (tick === null || closed) return null;
  return (
    <Suspense fallback={null}>
      <Greeting tick={tick} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

function Greeting({ tick, onClose }: { tick: number; onClose: () => void }) {
  const t = useMessages(greetingMessages);
  const box = useRef<HTMLElement>(null);
  const covering = useCoversControl(box, true);
  const entry = greetingAt(new Date(), tick, localizedGreetings(t));
  return (
    <aside
      ref={box}
      aria-label={t.label}
      data-testid="greeting-box"
      data-floating
      data-time-of-day={entry.timeOfDay}
      data-covering={covering || undefined}
      className="fixed bottom-4 start-4 z-20 max-w-[16rem] rounded-2xl border border-[var(--border)] bg-[var(--card)]/95 p-3 pe-9 text-sm shadow-lg transition-opacity data-covering:invisible data-covering:opacity-0"
    >
      <p className="font-semibold">{entry.greeting}</p>
      <p className="text-muted">{entry.phrase}</p>
      <button type="button" aria-label={t.close} onClick={onClose} className="absolute end-1.5 top-1.5 rounded-md p-1 opacity-70 hover:opacity-100">
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
