import { create } from "zustand";
import { applyTheme, DEFAULT_THEME, storeTheme, toggledTheme, type Theme } from "./theme-store";

/**
 * The theme as a small zustand store, not a React context. The root's class is the source of
 * truth: the inline head script has already set it from storage before first paint, and the store
 * takes it from there when this module loads.
 *
 * Why not a context: the prerender says dark, so a stored light theme means the state changes
 * right after hydration. A context value that changes above a part still showing its prerendered
 * HTML while its lazy code loads (the shell's extras, web/shell/deferred-parts.tsx) makes React
 * throw that HTML away and show the part's empty fallback until its code arrives. With this store
 * only the components that read the theme (the toggle) render again.
 */
// The first state is what the prerender showed: zustand hands it to the hydrating render, which must match it.
const useThemeStore = create<{ theme: Theme }>(() => ({ theme: DEFAULT_THEME }));
if (typeof document !== "undefined") {
  useThemeStore.setState({ theme: document.documentElement.classList.contains("light") ? "light" : "dark" });
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
  useThemeStore.setState({ theme: next });
}

export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggleTheme: () => void } {
  const theme = useThemeStore((s) => s.theme);
  return { theme, setTheme, toggleTheme: () => setTheme(toggledTheme(theme)) };
}
