const hasIdleCallback = () => typeof globalThis.requestIdleCallback === "function";

/** requestIdleCallback where the browser has it (not Safari), else a short timeout. */
export function onIdle(fn: () => void, timeout: number): number {
  return hasIdleCallback() ? globalThis.requestIdleCallback(fn, { timeout }) : (globalThis.setTimeout(fn, 200) as unknown as number);
}

export function cancelIdle(id: number): void {
  if (hasIdleCallback()) globalThis.cancelIdleCallback(id);
  else globalThis.clearTimeout(id);
}
