/**
 * Cross-cutting overlay state. The chat widget (a feature) says here when its window is open,
 * and the shell's scroll-to-top button hides while it is (spec 1 "Shell").
 */
import { useSyncExternalStore } from "react";

let chatOpen = false;
const listeners = new Set<() => void>();

export function setChatOpen(open: boolean): void {
  if (chatOpen === open) return;
  chatOpen = open;
  for (const l of listeners) l();
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => chatOpen,
    () => false,
  );
}
