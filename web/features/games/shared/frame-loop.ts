/**
 * A real-time game's frame loop, outside React (docs/decisions/043): it holds the engine state,
 * runs the engine's ticks from requestAnimationFrame with a fixed time step, draws the canvas
 * itself, and tells React only when what React shows (score, lives, phase: the game's `summary`)
 * has changed. Per frame it costs the engine's step and one canvas draw, no render.
 */

/**
 * At most this many ticks run in one frame. Time owed beyond that (a long pause, a slow frame, a
 * tab that slept) is dropped rather than replayed, so a slow phone never falls into a catch-up
 * spiral where each frame has more ticks to run than the last.
 */
export const MAX_TICKS_PER_FRAME = 5;

/** Frame time already turned into ticks (`last`) and the remainder owed to the next tick (`carry`). */
export type StepClock = { readonly last: number; readonly carry: number };

// Frame times are floats and 1000/60 is not exact: without this a tick that is due by a
// rounding error would slip to the next frame.
const EPSILON_MS = 1e-6;

export function startClock(now: number): StepClock {
  return { last: now, carry: 0 };
}

/**
 * The pure part of the fixed time step: how many whole ticks of `tickMs` are owed at frame time
 * `now`, and the clock for the next frame. The tick count depends only on elapsed time, never on
 * how often frames come, so a 30 Hz, 60 Hz or 144 Hz screen plays at the same speed.
 */
export function advanceClock(clock: StepClock, now: number, tickMs: number, maxTicks = MAX_TICKS_PER_FRAME): { clock: StepClock; ticks: number } {
  // A frame stamped before the clock started (browsers stamp frames at their start) owes nothing.
  const elapsed = Math.max(0, now - clock.last);
  const owed = clock.carry + elapsed;
  const ticks = Math.floor((owed + EPSILON_MS) / tickMs);
  const last = Math.max(now, clock.last);
  if (ticks > maxTicks) return { clock: { last, carry: owed % tickMs }, ticks: maxTicks };
  return { clock: { last, carry: Math.max(0, owed - ticks * tickMs) }, ticks };
}

/**
 * Where the state lives: in free play the loop's own variable (localSource); in a daily challenge
 * the challenge session, which records every action with its tick and page time (the hook passes
 * a source reading the session, and calls `sync()` when the session changes on its own).
 */
export type StateSource<S, A> = {
  get(): S;
  dispatch(action: A): void;
  /** Input is taken (false before the deal, or while a challenge run's board is on its way). */
  ready(): boolean;
  /** A challenge run's start is on its way to the server. */
  starting(): boolean;
};

/** Free play: the state is this source's variable, stepped by the engine's pure `step`. */
export function localSource<S, A>(step: (state: S, action: A) => S, initial: S, ready: boolean): StateSource<S, A> {
  let state = initial;
  return {
    get: () => state,
    dispatch: (action) => {
      if (ready) state = step(state, action);
    },
    ready: () => ready,
    starting: () => false,
  };
}

/** What React shows: the game's summary, and whether input is taken. */
export type LoopView<V> = { readonly summary: V; readonly ready: boolean; readonly starting: boolean };

/** The canvas the loop draws on, at its logical size and the screen's pixel ratio. */
export type CanvasTarget = { element: HTMLCanvasElement; width: number; height: number; ratio: number };

export type FrameLoopOptions<S, A, V> = {
  source: StateSource<S, A>;
  tickMs: number;
  /** The engine's action that runs several ticks at once. */
  advance: (ticks: number) => A;
  /** Whether ticks run in this state. */
  isRunning: (state: S) => boolean;
  /** Dispatched when the tab is hidden mid-round (Snake, Flappy, Pong, Breakout pause); hidden time is never played. */
  pause?: A;
  /** Draws one frame in logical coordinates (the game's `render(ctx, state)`). */
  draw?: (ctx: CanvasRenderingContext2D, state: S) => void;
  /** The canvas's text alternative, kept current on the element with each draw. */
  describe?: (state: S) => string;
  /** What React shows of the state: a flat record, compared field by field. */
  summary: (state: S) => V;
  onChange?: (view: LoopView<V>) => void;
  /** Each new state's events, once per state, in the same call as the action or ticks that caused them. */
  onEvents?: (events: readonly unknown[], state: S) => void;
};

export type FrameLoop<S, A, V> = {
  /** Applies an action at once (between ticks, as the tick it lands on counts it) and draws the result. */
  perform(action: A): void;
  /** The latest state (handlers read it: React's copy of the summary may be a frame behind). */
  state(): S;
  view(): LoopView<V>;
  /** Called with each new view, besides `onChange` (React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** Replaces `onEvents` (a component's handler changes with its renders). */
  setOnEvents(handler: (events: readonly unknown[], state: S) => void): void;
  /** Switches to another source (a new deal, a challenge session) and shows its state. */
  use(source: StateSource<S, A>): void;
  /** Takes whatever the source holds now (a challenge session changed on its own). */
  sync(): void;
  /** The canvas to draw on, or null when it is gone; draws at once. */
  attach(target: CanvasTarget | null): void;
  /** Listens for the tab being hidden and runs frames while the state runs; stop() undoes it. */
  start(): void;
  stop(): void;
};

function sameRecord(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Sizes the canvas's backing store for the pixel ratio (only when it changes: that clears it) and draws. */
export function paintCanvas<S>(target: CanvasTarget, draw: (ctx: CanvasRenderingContext2D, state: S) => void, state: S): void {
  const { element, width, height, ratio } = target;
  const ctx = element.getContext("2d");
  if (!ctx) return;
  const [w, h] = [Math.round(width * ratio), Math.round(height * ratio)];
  if (element.width !== w || element.height !== h) [element.width, element.height] = [w, h];
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  draw(ctx, state);
}

export function createFrameLoop<S extends { readonly events: readonly unknown[] }, A, V extends object>(options: FrameLoopOptions<S, A, V>): FrameLoop<S, A, V> {
  let source = options.source;
  let shown = source.get();
  let view: LoopView<V> = { summary: options.summary(shown), ready: source.ready(), starting: source.starting() };
  let target: CanvasTarget | null = null;
  let started = false;
  let frame = 0;
  let clock = startClock(0);
  /** Whether frames are being requested: a loop that starts owes no time from before it. */
  let looping = false;
  let onEvents = options.onEvents;
  const listeners = new Set<() => void>();

  function paint(): void {
    if (!target) return;
    if (options.draw) paintCanvas(target, options.draw, shown);
    if (options.describe) target.element.setAttribute("aria-label", options.describe(shown));
  }

  function report(): void {
    const next: LoopView<V> = { summary: options.summary(shown), ready: source.ready(), starting: source.starting() };
    if (next.ready === view.ready && next.starting === view.starting && sameRecord(next.summary, view.summary)) return;
    view = next;
    options.onChange?.(view);
    for (const listener of listeners) listener();
  }

  const onFrame = (now: number) => {
    frame = 0;
    const next = advanceClock(clock, now, options.tickMs);
    clock = next.clock;
    // Ticks, their draw and the next frame's request all happen inside this frame, so the frame
    // shows them (and an input they apply).
    if (next.ticks > 0) perform(options.advance(next.ticks));
    schedule();
  };

  /** Runs frames while the state runs and the page is shown. */
  function schedule(): void {
    const run = started && options.isRunning(shown) && !document.hidden;
    if (run && frame === 0) {
      if (!looping) {
        looping = true;
        clock = startClock(performance.now());
      }
      frame = requestAnimationFrame(onFrame);
    } else if (!run) {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      looping = false;
    }
  }

  function sync(): void {
    const next = source.get();
    if (next !== shown) {
      shown = next;
      if (next.events.length > 0) onEvents?.(next.events, next);
      paint();
      schedule();
    }
    report();
  }

  function perform(action: A): void {
    source.dispatch(action);
    sync();
  }

  const onVisibility = () => {
    if (document.hidden && options.isRunning(shown) && options.pause !== undefined) perform(options.pause);
    // Hidden: the loop stops; shown again: a fresh clock, so the hidden time is never played.
    schedule();
  };

  return {
    perform,
    state: () => shown,
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnEvents(handler) {
      onEvents = handler;
    },
    use(next) {
      source = next;
      sync();
    },
    sync,
    attach(next) {
      target = next;
      paint();
    },
    start() {
      if (started) return;
      started = true;
      document.addEventListener("visibilitychange", onVisibility);
      schedule();
    },
    stop() {
      started = false;
      document.removeEventListener("visibilitychange", onVisibility);
      schedule();
    },
  };
}
