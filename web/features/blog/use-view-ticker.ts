import { useEffect, useState } from "react";
import { displayedViews, tickViews, VIEW_TICK_MS } from "./view-ticker";

/**
 * The cosmetic view count: the real views (at least 100) on the first render,
 * so the prerendered HTML and hydration agree, then +1..5 every 3 s once the page is live.
 * A new real count (the API answered) restarts it from that count.
 */
export function useViewTicker(realViews: number | undefined): number {
  const [shown, setShown] = useState(() => displayedViews(realViews));
  useEffect(() => {
    setShown(displayedViews(realViews));
    const timer = setInterval(() => setShown((current) => tickViews(current, Math.random)), VIEW_TICK_MS);
    return () => clearInterval(timer);
  }, [realViews]);
  return shown;
}
