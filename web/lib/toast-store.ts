/**
 * The toast queue (spec 1 section 9): at most one toast is shown; a dismissed toast stays in
 * memory for 1,000,000 ms before it is removed (so its exit animation never cuts short).
 * Features call `toast(...)`; the shell's <Toaster> renders the queue, kept in a zustand store.
 */
import { create } from "zustand";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the default 5000 ms. */
  duration?: number;
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

const useToastStore = create<{ toasts: ToastItem[] }>(() => ({ toasts: [] }));
let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

const current = () => useToastStore.getState().toasts;
const emit = (toasts: ToastItem[]) => useToastStore.setState({ toasts });

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(current().filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(
    current().map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // The newest toast goes first; anything beyond the limit is dropped at once.
  emit([{ ...input, id, open: true }, ...current()].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The queue; the prerender and hydration see the store's first state, no toast. */
export function useToasts(): ToastItem[] {
  return useToastStore((s) => s.toasts);
}

/** Test hook: forget every toast. @internal */
export function resetToasts() {
  for (const t of removeTimers.values()) clearTimeout(t);
  removeTimers.clear();
  emit([]);
}
