import { startTransition, useEffect, useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { type ChallengeEngine, type ChallengeSession, useChallengeSession } from "./challenge-bridge";
import { createFrameLoop, localSource, type FrameLoop, type FrameLoopOptions, type StateSource } from "./frame-loop";
import { randomForSearch } from "./game-random";
import { PRERENDER_SEED } from "./use-game";

/**
 * The action every real-time engine here has (games/<game>/engine.ts): the ticks a frame owes, run
 * at once with their events kept together.
 */
type AdvanceAction = { readonly type: "advance"; readonly ticks: number };

/** What every real-time engine's state has: its events, and a phase in which ticks run. */
type TickedState = { readonly events: readonly unknown[]; readonly phase: string };

type Spec<S extends TickedState, A, V> = Omit<FrameLoopOptions<S, A | AdvanceAction, V>, "source" | "onChange" | "onEvents" | "advance" | "isRunning" | "pause"> & {
  /** The engine, bound to its options (stable, module-level functions). */
  create: (random: Random) => S;
  /** The engine's step; it takes the frame's ticks as an `advance` action. */
  step: (state: S, action: A | AdvanceAction) => S;
  onEvents: (events: readonly unknown[], state: S) => void;
  /** The phase in which ticks run: "running" unless the game names it otherwise (Flappy: "playing"). */
  running?: S["phase"];
  /** Dispatched when the tab is hidden mid-round (the canvas games pause); hidden time is never played either way. */
  pause?: A;
};

const advance = (ticks: number): AdvanceAction => ({ type: "advance", ticks });

/** A challenge session as a state source: it owns the state and records every action with its tick and page time. */
function sessionSource<S, A>(session: ChallengeSession, placeholder: S): StateSource<S, A> {
  return {
    get: () => (session.snapshot()?.state as S | undefined) ?? placeholder,
    dispatch: (action) => session.dispatch(action),
    ready: () => session.snapshot()?.ready ?? false,
    starting: () => session.snapshot()?.starting ?? false,
  };
}

/**
 * A real-time game's state, loop and canvas (frame-loop.ts). The component renders the summary
 * (`view`), which changes only when what it shows changes; the canvas and its text alternative are
 * drawn by the loop. Like useGame, the first render deals with PRERENDER_SEED (so hydration matches
 * the prerendered page); the real deal comes from `?seed=N` or a fresh seed after hydration. With
 * `?challenge` the challenge session (challenge-bridge.ts) owns the state: the Start that begins a
 * run asks the server first (`starting`), the run is dealt from its answer, and every action is
 * recorded with its tick and page time. `onEvents` may change between renders; the rest is read once.
 */
export function useFrameLoop<S extends TickedState, A, V extends object>(spec: Spec<S, A, V>) {
  const [setup] = useState(() => {
    const initial = spec.create(seededRandom(PRERENDER_SEED));
    const running = spec.running ?? "running";
    const loop: FrameLoop<S, A | AdvanceAction, V> = createFrameLoop<S, A | AdvanceAction, V>({
      ...spec,
      advance,
      isRunning: (state) => state.phase === running,
      source: localSource(spec.step, initial, false),
    });
    return { loop, label: spec.describe?.(initial) ?? "" };
  });
  const { loop } = setup;
  const { create, step, onEvents } = spec;
  // What React shows (the summary, the result message, a best score) renders in a transition:
  // after the frame that changed it, in slices React can pause, never inside that frame, which
  // draws the canvas only. A crash or a new point is on the canvas in its own frame; the words
  // around it follow a moment later (docs/decisions/050).
  useLayoutEffect(() => loop.setOnEvents((events, state) => startTransition(() => onEvents(events, state))));
  const [view, setView] = useState(loop.view);
  useEffect(() => {
    const show = () => startTransition(() => setView(loop.view()));
    // What changed between the first render and this subscription (the deal made after hydration).
    show();
    return loop.subscribe(show);
  }, [loop]);

  const { pathname, search } = useLocation();
  const challenge = useChallengeSession(pathname, search);

  useEffect(() => {
    loop.start();
    return () => loop.stop();
  }, [loop]);

  useEffect(() => {
    if (challenge === undefined) loop.use(localSource(step, create(randomForSearch(search)), true));
    // Challenge mode before its session is registered: input is not taken.
    else if (challenge === null) loop.use(localSource(step, loop.state(), false));
  }, [loop, create, step, search, challenge]);

  // In a challenge, the session's state changes on its own too: when a run's start is answered.
  useEffect(() => {
    if (!challenge) return;
    const placeholder = loop.state();
    challenge.connect({ create, step } as ChallengeEngine, placeholder);
    loop.use(sessionSource(challenge, placeholder));
    return challenge.subscribe(loop.sync);
  }, [loop, challenge, create, step]);

  return {
    summary: view.summary,
    ready: view.ready,
    starting: view.starting,
    perform: loop.perform,
    /** The latest state, for handlers (the summary rendered may be a frame behind). */
    current: loop.state,
    /** For <GameCanvas>: the loop draws on it; the label is the first deal's, kept current by the loop. */
    canvas: { loop, label: setup.label },
  };
}
