/**
 * Cross-cutting overlay state. The chat widget (a feature) says here when its window is open,
 * and the shell's scroll-to-top button hides while it is.
 */
import { create } from "zustand";

const useOverlayStore = create<{ chatOpen: boolean }>(() => ({ chatOpen: false }));

export function setChatOpen(chatOpen: boolean): void {
  useOverlayStore.setState({ chatOpen });
}

export function useChatOpen(): boolean {
  return useOverlayStore((s) => s.chatOpen);
}
