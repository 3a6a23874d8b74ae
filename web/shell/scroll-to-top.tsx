import { ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "../i18n/i18n";
import { useChatOpen } from "../lib/overlay-store";
import { extrasMessages } from "./extras-messages";
import { useCoversControl } from "./keep-clear";
import { useLanguageOfferShown } from "./language-offer";

export const SCROLL_TOP_THRESHOLD = 500;

/**
 * Appears after 500 px of scrolling; hidden while the chat window is open, and steps aside while a
 * control of the page lies under it (keep-clear.ts). Below lg the chat button rests in the header,
 * so this takes the bottom corner (above the language offer while that shows); on a wide screen it
 * sits above the chat button.
 */
export function ScrollToTopButton() {
  const t = useMessages(extrasMessages);
  const offerShown = useLanguageOfferShown();
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
      aria-label={t.scrollToTop}
      ref={button}
      data-testid="scroll-to-top"
      data-floating
      data-covering={covering || undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" })}
      className={`fixed end-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-opacity data-covering:invisible data-covering:opacity-0 lg:bottom-24 ${offerShown ? "bottom-20" : "bottom-4"}`}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
