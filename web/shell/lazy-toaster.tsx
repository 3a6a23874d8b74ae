import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "../lib/after-load";
import { useToasts } from "../lib/toast-store";
import { Optional } from "./optional";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The Radix toaster is not needed for the first paint (the prerendered page holds no toast), so
 * it stays off the first visit's JavaScript: it loads once the page has loaded and the browser is
 * idle (lib/after-load.ts), or at once when a feature shows a toast before then. Toasts live in
 * the store (web/lib/toast-store.ts), so one shown while the chunk loads appears when it arrives.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoad(() => setWanted(true)), []);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Optional>
  );
}
