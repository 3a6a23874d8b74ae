/**
 * Floating things keep off the page's controls (docs/decisions/047-nothing-floats-over-play.md):
 * the scroll-to-top button steps aside (fades out, takes no taps) whenever a button, link or
 * field of the page lies under it, and comes back once the page has scrolled it away. (The
 * greeting box does not float: it has its own place below the header.) Checked when the element appears, after scrolling and on resize (at most every 100 ms),
 * and once a second for pages whose content arrives later.
 */
import { useLayoutEffect, useState, type RefObject } from "react";

const CONTROL = "a[href], button, input, select, textarea, summary, [role='button'], [tabindex]:not([tabindex='-1'])";
const CHECK_EVERY_MS = 100;

/**
 * Whether `el` overlaps a control of the page: any control outside the header and outside the
 * floating things themselves (`data-floating`), whose box meets `el`'s by more than half a pixel.
 */
export function coversControl(el: HTMLElement): boolean {
  const f = el.getBoundingClientRect();
  if (f.width === 0 || f.height === 0) return false;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROL)) {
    if (el.contains(control) || control.closest("header, [data-floating]")) continue;
    const c = control.getBoundingClientRect();
    if (c.width === 0 || c.height === 0) continue;
    const x = Math.min(c.right, f.right) - Math.max(c.left, f.left);
    const y = Math.min(c.bottom, f.bottom) - Math.max(c.top, f.top);
    if (x > 0.5 && y > 0.5) return true;
  }
  return false;
}

/** True while the element at `ref` would cover a control; `active` false skips the checks. */
export function useCoversControl(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useLayoutEffect(() => {
    if (!active) return;
    let timer: number | undefined;
    let last = 0;
    const check = () => {
      timer = undefined;
      last = performance.now();
      const el = ref.current;
      setCovering(el ? coversControl(el) : false);
    };
    const schedule = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(check, Math.max(0, CHECK_EVERY_MS - (performance.now() - last)));
    };
    check();
    const slow = window.setInterval(schedule, 1000);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(slow);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref, active]);
  return active && covering;
}
