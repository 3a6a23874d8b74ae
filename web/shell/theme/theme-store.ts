/**
 * The theme (spec 1 section 4): light or dark, dark by default, stored locally and applied as
 * a class on the document root. The same rules run inline before first paint (theme-script.ts),
 * so a stored light theme never flashes dark.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : DEFAULT_THEME;
}

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

export function applyTheme(root: { classList: DOMTokenList }, theme: Theme): void {
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export function readTheme(storage: KeyValueStorage | null): Theme {
  try {
    return parseTheme(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(storage: KeyValueStorage | null, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the theme lasts for this page only.
  }
}
