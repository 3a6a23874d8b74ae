import { whenQuiet } from "./game-activity";

/** Adds an external script once; resolves on load, rejects on error. */
export function loadScript(src: string, attrs: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return resolve();
    const s = document.createElement("script");
    s.src = src;
    s.async = true;
    for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`Failed to load ${src}`));
    document.head.appendChild(s);
  });
}

/**
 * Runs `fn` once the browser is idle (or after `timeout` ms) after the page has loaded, and not
 * while a game round is running (game-activity.ts `whenQuiet`).
 */
export function whenIdle(fn: () => void, timeout = 4000): () => void {
  let cancelled = false;
  let cancelQuiet: (() => void) | undefined;
  const run = () => {
    if (cancelled) return;
    cancelQuiet = whenQuiet(() => !cancelled && fn(), timeout);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    cancelQuiet?.();
  };
}
