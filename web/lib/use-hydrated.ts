import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true on every render
 * after that. Anything that depends on the URL's query, the clock or storage renders its default
 * until then, so the first client render matches the HTML.
 * No store: nothing changes after hydration, so nothing is subscribed; React's
 * useSyncExternalStore tells the hydrating render (server snapshot) from later ones.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
