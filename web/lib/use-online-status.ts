import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * False when the browser knows it has no connection. `navigator.onLine` can say true without a
 * working connection, so callers still handle a failed request; it never says false while
 * online. Prerendering and hydration assume online, so the HTML matches.
 * No store: the browser holds this state and its events say when it changes, which is what
 * React's useSyncExternalStore is for.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
