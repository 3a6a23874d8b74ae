/**
 * The toast queue: at most one toast is shown; a dismissed toast stays in
 * memory for 1,000,000 ms before it is removed (so its exit animation never cuts short).
 * Features call `toast(...)`; the shell's <Toaster> renders the queue, kept in a zustand store.
 */
import { create } from "zustand";
import { isGameRunning, onPlayStopped } from "./game-activity";

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

/**
 * Toasts raised while a round runs wait here and show, with their full time, once play stops:
 * nothing floats over play (docs/decisions/047-nothing-floats-over-play.md). Holding them here
 * rather than in the toaster keeps play's start and end from rendering the toaster.
 */
let held: ToastItem[] = [];
if (typeof window !== "undefined") {
  onPlayStopped(() => {
    const waiting = held;
    held = [];
    for (const item of waiting.reverse()) show(item);
  });
}

function show(item: ToastItem) {
  // The newest toast goes first; anything beyond the limit is dropped at once.
  emit([item, ...current()].slice(0, TOAST_LIMIT));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item = { ...input, id, open: true };
  if (isGameRunning()) held = [item, ...held].slice(0, TOAST_LIMIT);
  else show(item);
  return {
    id,
    dismiss: () => {
      held = held.filter((t) => t.id !== id);
      dismissToast(id);
    },
  };
}

/** The queue; the prerender and hydration see the store's first state, no toast. */
export function useToasts(): ToastItem[] {
  return useToastStore((s) => s.toasts);
}

/** Test hook: forget every toast. @internal */
export function resetToasts() {
  held = [];
  for (const t of removeTimers.values()) clearTimeout(t);
  removeTimers.clear();
  emit([]);
}
