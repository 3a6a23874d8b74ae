import { Moon, Sun } from "lucide-react";
import { defineMessages, useMessages } from "../../i18n/i18n";
import { toast } from "../../lib/toast-store";
import { useTheme } from "./use-theme";

export const THEME_TOAST = { dark: "🌙 Dark mode on", light: "☀️ Light mode on" } as const;

export const themeMessages = defineMessages("shell-theme", {
  ...THEME_TOAST,
  switchToDark: "Switch to dark theme",
  switchToLight: "Switch to light theme",
});
const THEME_TOAST_MS = 1500;

export function ThemeToggle() {
  const t = useMessages(themeMessages);
  const { theme, toggleTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        toggleTheme();
        toast({ title: themeMessages.get()[next], duration: THEME_TOAST_MS });
      }}
      aria-label={next === "dark" ? t.switchToDark : t.switchToLight}
      data-testid="theme-toggle"
      className="inline-flex size-11 items-center justify-center rounded-xl border border-[var(--border)] bg-[var(--card)]"
    >
      {/* Both icons are in the HTML; CSS picks one from the root class, so the icon is right before hydration. */}
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <Moon className="size-5 dark:hidden" aria-hidden />
    </button>
  );
}
