import * as Tabs from "@radix-ui/react-tabs";
import type { LucideIcon } from "lucide-react";

export type TabItem = { value: string; label: string; icon?: LucideIcon };

/**
 * The row of Radix tab triggers (roles tablist/tab, arrow keys move between tabs). Use inside a
 * `Tabs.Root`; `columns` sets how many sit side by side on a phone.
 */
export function TabBar({ label, items, columns = 2 }: { label: string; items: readonly TabItem[]; columns?: 2 | 4 }) {
  return (
    <Tabs.List
      aria-label={label}
      className={`grid gap-1 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-1 ${columns === 4 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-2"}`}
    >
      {items.map(({ value, label: text, icon: Icon }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-[var(--muted)] transition-colors hover:text-[var(--fg)] data-[state=active]:bg-brand-600 data-[state=active]:text-white"
        >
          {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
          {text}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
