import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A tab choice kept in one search parameter (`?tab=qr`), so a tab can be linked and survives a
 * reload. Unknown values read as the default. The prerendered HTML shows the default; the URL's
 * choice applies right after hydration. Choosing a tab replaces the history entry, so Back leaves
 * the page instead of stepping through tabs.
 */
export function useUrlTab<T extends string>(param: string, values: readonly T[], fallback: T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const raw = params.get(param);
  const current = hydrated && raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const select = useCallback(
    (next: string) => {
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          updated.set(param, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [param, setParams],
  );
  return [current, select];
}
