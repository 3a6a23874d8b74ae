import { useEffect, type RefObject } from "react";

/** Room kept between the sentence and the header above it, and the input and the keyboard below. */
const MARGIN_PX = 8;

/** Where the page is visible, in layout-viewport coordinates: under the sticky header and above an on-screen keyboard. */
export function visibleBand(): { top: number; bottom: number } {
  const view = window.visualViewport;
  const viewTop = view?.offsetTop ?? 0;
  const viewBottom = viewTop + (view?.height ?? window.innerHeight);
  const header = document.querySelector("header")?.getBoundingClientRect();
  const headerBottom = header && header.bottom > 0 ? header.bottom : 0;
  return { top: Math.max(viewTop, headerBottom), bottom: viewBottom };
}

/**
 * How far to scroll (positive: down) so the sentence and the input under it are both in the band:
 * 0 when they already are; else the sentence goes to the top of the band, unless that would leave
 * the input below it, in which case the input's bottom goes to the band's bottom.
 */
export function scrollNeeded(sentence: DOMRect, input: DOMRect, band: { top: number; bottom: number }): number {
  const top = band.top + MARGIN_PX;
  const bottom = band.bottom - MARGIN_PX;
  if (sentence.top >= top && input.bottom <= bottom) return 0;
  const toTop = sentence.top - top;
  return input.bottom - toTop > bottom ? input.bottom - bottom : toTop;
}

/**
 * While the text field has focus, keeps the sentence and the field on screen between the sticky
 * header and the phone's keyboard. A keyboard that resizes the page fires the visual viewport's
 * resize (as the window's); one that overlays the page only shrinks the visual viewport. When the
 * page cannot scroll far enough, `spacer` (an empty block after the board) grows by the height the
 * keyboard covers. `again` re-checks after the page itself scrolled (the game screen coming into
 * view when the round starts). Plain scrolling does not trigger it, so the player may still scroll.
 */
export function useKeepInView(sentence: RefObject<HTMLElement | null>, input: RefObject<HTMLInputElement | null>, spacer: RefObject<HTMLElement | null>, again: unknown): void {
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const view = window.visualViewport;
    let frame = 0;
    let seen = "";

    const fit = () => {
      const focused = document.activeElement === field;
      const covered = focused ? Math.max(0, window.innerHeight - visibleBand().bottom) : 0;
      if (spacer.current) spacer.current.style.height = `${covered}px`;
      if (!focused || !sentence.current) return;
      const delta = scrollNeeded(sentence.current.getBoundingClientRect(), field.getBoundingClientRect(), visibleBand());
      if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: "instant" });
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    // The visual viewport also fires "scroll" when the page scrolls: only a change of its place
    // or size (a keyboard coming or going) counts, or the player could not scroll at all.
    const onViewChange = () => {
      const now = `${view?.offsetTop ?? 0}:${view?.height ?? window.innerHeight}:${window.innerHeight}`;
      if (now === seen) return;
      seen = now;
      schedule();
    };

    field.addEventListener("focus", schedule);
    field.addEventListener("blur", schedule);
    view?.addEventListener("resize", onViewChange);
    view?.addEventListener("scroll", onViewChange);
    window.addEventListener("resize", onViewChange);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      field.removeEventListener("focus", schedule);
      field.removeEventListener("blur", schedule);
      view?.removeEventListener("resize", onViewChange);
      view?.removeEventListener("scroll", onViewChange);
      window.removeEventListener("resize", onViewChange);
    };
  }, [sentence, input, spacer, again]);
}
