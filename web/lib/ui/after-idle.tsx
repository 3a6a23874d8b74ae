import { lazy, memo, Suspense, useRef, type ComponentType } from "react";
import { outsidePlay } from "../outside-play";
import { useReplayUntilLoaded, WhenLoaded } from "./replay-until-loaded";

/** Loads deferred code at the latest this long after the window `load` event. */
export const AFTER_IDLE_TIMEOUT_MS = 2000;

/** Input that starts the load at once: the visitor is reaching for something. */
const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

let idle: Promise<void> | undefined;

/**
 * Resolves when the browser is idle after the window `load` event (so deferred code never delays
 * the splash, which waits for `load`), at most AFTER_IDLE_TIMEOUT_MS after `load`, or at the
 * first input, whichever comes first. One promise for the page's whole life.
 */
export function idleOrFirstInput(win: Window = window): Promise<void> {
  idle ??= new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INPUT_EVENTS) win.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INPUT_EVENTS) win.addEventListener(type, done, { capture: true, passive: true });
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(done, { timeout: AFTER_IDLE_TIMEOUT_MS });
      else win.setTimeout(done, 200);
    };
    if (win.document.readyState === "complete") whenIdle();
    else win.addEventListener("load", whenIdle, { once: true });
  });
  return idle;
}

/**
 * A component whose code is not part of the first visit: it loads after idle or at the first
 * input (`idleOrFirstInput`), renders when no real-time round is being played (lib/outside-play.ts), and then keeps loading in the background on every page so a client
 * navigation rarely waits for it.
 *
 * The prerender waits for every lazy component (web/entry.server.tsx), so its HTML is in the page;
 * the browser keeps that HTML on screen until the code arrives (React keeps a Suspense boundary's
 * server HTML while its lazy component loads), so nothing moves or flashes. A tap or typing in it
 * before then is replayed once it has hydrated (replay-until-loaded.ts). The wrapper is
 * `display: contents`, so it takes no part in layout. Props must be stable values (the component
 * is memoized): an update reaching the boundary before it hydrates would replace its HTML with the
 * empty fallback.
 */
export function afterIdle<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (typeof window === "undefined") return { default: await load() };
    const component = await idleOrFirstInput().then(load);
    await outsidePlay();
    return { default: component };
  });
  const Deferred = memo(function Deferred(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const loaded = useReplayUntilLoaded(region);
    return (
      <div ref={region} className="contents" data-after-idle={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <WhenLoaded run={loaded} />
        </Suspense>
      </div>
    );
  });
  if (typeof window !== "undefined")
    void idleOrFirstInput()
      .then(load)
      .catch(() => undefined);
  return Deferred as unknown as ComponentType<P>;
}
