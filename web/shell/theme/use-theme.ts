import { useSyncExternalStore } from "react";
import { applyTheme, DEFAULT_THEME, storeTheme, toggledTheme, type Theme } from "./theme-store";

/**
 * The theme as a small external store, not a React context. The root's class is the source of
 * truth: the inline head script has already set it from storage before first paint.
 *
 * Why not a context: the prerender says dark, so a stored light theme means the state changes
 * right after hydration. A context value that changes above a deferred part still showing its
 * prerendered HTML (the home page, the footer: web/lib/ui/after-idle.tsx) makes React throw that
 * HTML away and show the part's empty fallback until its code arrives. With this store only the
 * components that read the theme (the toggle) render again.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

/** What the prerender showed: the hydrating render must match it. */
function prerenderedTheme(): Theme {
  return DEFAULT_THEME;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function setTheme(next: Theme): void {
  storeTheme(browserStorage(), next);
  applyTheme(document.documentElement, next);
  for (const listener of listeners) listener();
}

export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, prerenderedTheme);
  return { theme, setTheme, toggleTheme: () => setTheme(toggledTheme(theme)) };
}
