import { useEffect, type RefObject } from "react";

/**
 * Keeps Tab and Shift+Tab inside one element while `active` (the open mobile menu, the chat
 * window). Written here rather than pulled from a library: both users sit in the shell, which
 * every page loads, and the rule is a dozen lines; focus moves by the browser's own Tab order
 * except at the two ends, where it wraps.
 */
const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** The elements Tab can reach inside `root`, in document order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden],[inert]") && el.getClientRects().length > 0);
}

/** The element focus should move to for a Tab (or Shift+Tab) press from `current`, or null to let the browser move it. */
export function wrapTarget(items: readonly HTMLElement[], current: Element | null, backwards: boolean): HTMLElement | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  const index = current instanceof HTMLElement ? items.indexOf(current) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const container = containerRef.current;
      if (e.key !== "Tab" || !container) return;
      const target = wrapTarget(tabbableIn(container), document.activeElement, e.shiftKey);
      if (!target) return;
      e.preventDefault();
      target.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [containerRef, active]);
}
