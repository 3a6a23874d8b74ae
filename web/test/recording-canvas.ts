/**
 * A stand-in for CanvasRenderingContext2D in unit tests (happy-dom draws nothing): every method
 * call is recorded with its arguments and the fill style in force, so a test can check what a
 * game's `render(ctx, state)` drew and where.
 */
export type CanvasCall = { readonly method: string; readonly args: readonly unknown[]; readonly fillStyle: unknown };

export function recordingContext(): { ctx: CanvasRenderingContext2D; calls: CanvasCall[] } {
  const calls: CanvasCall[] = [];
  const props: Record<string, unknown> = {};
  const ctx = new Proxy(props, {
    get(target, key) {
      if (typeof key !== "string") return undefined;
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push({ method: key, args, fillStyle: target.fillStyle });
      };
    },
    set(target, key, value) {
      if (typeof key === "string") target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

/** The calls of one method, e.g. every fillRect. */
export function callsOf(calls: readonly CanvasCall[], method: string): CanvasCall[] {
  return calls.filter((c) => c.method === method);
}
