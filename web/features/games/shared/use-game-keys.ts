import { useEffect, useLayoutEffect, useRef } from "react";

/** True when a key press belongs to a text field, not to the game. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable;
}

/**
 * Page-wide game keys. `onKey` returns true when it used the key, which then does not scroll the
 * page. Keys with Ctrl, Alt or Meta, and keys typed into a field, are left alone.
 */
export function useGameKeys(onKey: (key: string) => boolean): void {
  const handler = useRef(onKey);
  // Updated right after each commit, so a key pressed before the next paint sees the latest state.
  useLayoutEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || isEditable(e.target)) return;
      if (handler.current(e.key)) e.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
