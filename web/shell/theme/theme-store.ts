/**
 * The theme: light or dark, dark by default, stored locally and applied as
 * a class on the document root. The stored choice is read by the inline head script before first
 * paint (web/shell/boot-script.ts), so a stored light theme never flashes dark.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

export function applyTheme(root: { classList: DOMTokenList }, theme: Theme): void {
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
}

type KeyValueStorage = Pick<Storage, "setItem">;

export function storeTheme(storage: KeyValueStorage | null, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the theme lasts for this page only.
  }
}
