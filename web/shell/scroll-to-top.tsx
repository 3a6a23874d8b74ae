import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useChatOpen } from "../lib/overlay-store";

export const SCROLL_TOP_THRESHOLD = 500;

/** Appears after 500 px of scrolling; hidden while the chat window is open. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const chatOpen = useChatOpen();

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
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" })}
      className="fixed bottom-24 right-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
