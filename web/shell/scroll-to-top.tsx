import { ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useChatOpen } from "../lib/overlay-store";
import { useCoversControl } from "./keep-clear";

export const SCROLL_TOP_THRESHOLD = 500;

/**
 * Appears after 500 px of scrolling; hidden while the chat window is open, and steps aside while a
 * control of the page lies under it (keep-clear.ts). Below lg the chat button rests in the header,
 * so this takes the bottom corner; on a wide screen it sits above the chat button.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const chatOpen = useChatOpen();
  const button = useRef<HTMLButtonElement>(null);
  const covering = useCoversControl(button, visible && !chatOpen);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!visible || chatOpen) return null;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      ref={button}
      data-testid="scroll-to-top"
      data-floating
      data-covering={covering || undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" })}
      className="fixed bottom-4 right-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-opacity data-covering:invisible data-covering:opacity-0 lg:bottom-24"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
