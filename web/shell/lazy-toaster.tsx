import { lazy, Suspense, useEffect, useState } from "react";
import { whenQuiet } from "../lib/game-activity";
import { outsidePlay } from "../lib/outside-play";
import { useToasts } from "../lib/toast-store";

// Fetched when idle, it may still arrive just after Start: its render waits for the round (or a toast).
const Toaster = lazy(async () => {
  const { Toaster: Loaded } = await import("./toaster");
  await outsidePlay();
  return { default: Loaded };
});

/** Loads the toaster once the page is idle, at most this long after hydration. */
export const TOASTER_IDLE_TIMEOUT_MS = 2000;

/**
 * The Radix toaster is not needed for the first paint (the prerendered page holds no toast), so
 * it stays off the first visit's JavaScript: it loads when the browser is idle after hydration
 * and no game round is running,
 * or at once when a feature shows a toast before then. Toasts live in the store
 * (web/lib/toast-store.ts), so one shown while the chunk loads appears when it arrives.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenQuiet(() => setIdle(true), TOASTER_IDLE_TIMEOUT_MS), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
