import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { useChallengeSession } from "./challenge-bridge";
import { randomForSearch } from "./game-random";
import { PRERENDER_SEED } from "./use-game";

/**
 * useGame's counterpart for the real-time games (docs/decisions/010-real-time-games.md). The
 * engine state lives in a ref as well as in React state, so that
 *   - `perform(action)` steps the latest state at once, even when a frame's ticks and a key press
 *     arrive before React has rendered, and
 *   - `onEvents` sees each step's events exactly once, in the same call as the action that caused
 *     them: a game-over, a point or a hit is never lost to React batching two updates into one
 *     render (an effect on `state.events` would only see the last).
 * Like useGame, the first render deals with PRERENDER_SEED (so hydration matches the prerendered
 * page), the real deal comes from `?seed=N` or a fresh seed after hydration, and `ready` says so.
 * With `?challenge` the deal is today's challenge and each action goes through the challenge
 * session, which records the run's inputs with their ticks (challenge-bridge.ts).
 * `create` and `step` must be stable (module-level) functions.
 */
export function useLiveGame<S extends { readonly events: readonly E[] }, A, E>(
  create: (random: Random) => S,
  step: (state: S, action: A) => S,
  onEvents: (events: readonly E[], state: S) => void,
): { state: S; perform: (action: A) => void; ready: boolean } {
  const [state, setState] = useState(() => create(seededRandom(PRERENDER_SEED)));
  const latest = useRef(state);
  const log = useRef<unknown>(null);
  const [ready, setReady] = useState(false);
  const handler = useRef(onEvents);
  useLayoutEffect(() => {
    handler.current = onEvents;
  });

  const { pathname, search } = useLocation();
  const challenge = useChallengeSession(pathname, search);
  useEffect(() => {
    // A challenge waits for today's seed.
    if (challenge === null) return setReady(false);
    const dealt = challenge ? challenge.deal(create) : { state: create(randomForSearch(search)), log: null };
    latest.current = dealt.state;
    log.current = dealt.log;
    setState(latest.current);
    setReady(true);
    challenge?.report(dealt);
  }, [create, search, challenge]);

  const perform = useCallback(
    (action: A) => {
      const previous = latest.current;
      let next: S;
      if (challenge) {
        const run = challenge.reduce({ state: previous, log: log.current }, action, step, create);
        const changed = run.state !== previous || run.log !== log.current;
        next = run.state;
        log.current = run.log;
        if (changed) challenge.report(run);
      } else {
        next = step(previous, action);
      }
      if (next === previous) return;
      latest.current = next;
      setState(next);
      if (next.events.length > 0) handler.current(next.events, next);
    },
    [step, create, challenge],
  );

  return { state, perform, ready };
}
