/** Deferred work runs at the latest this long after the window `load` event, even on a page that never goes idle. */
export const AFTER_LOAD_TIMEOUT_MS = 2000;

/** Without requestIdleCallback (Safari), deferred work waits this long after `load` instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `fn` once the page has loaded (the window `load` event) and then the browser is idle, or at
 * the latest AFTER_LOAD_TIMEOUT_MS after `load`. For what neither the first paint nor the first tap
 * needs (the shell's extras, the home page's code, the chat window's code, analytics, ads): it never
 * competes with the page's own scripts, images and hydration. Returns a function that cancels it.
 */
export function afterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => !cancelled && fn();
  const onLoad = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(run, { timeout: AFTER_LOAD_TIMEOUT_MS });
    else timer = setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", onLoad);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
