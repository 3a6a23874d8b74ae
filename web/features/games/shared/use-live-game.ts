import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { type ChallengeEngine, useChallengeSession, useChallengeSnapshot } from "./challenge-bridge";
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
 * With `?challenge` the challenge session owns the state (challenge-bridge.ts): the Start that
 * begins a run asks the server first (`starting` while it answers), the run is dealt from the
 * answer's seed, and every action is recorded with its tick and page time.
 * `create` and `step` must be stable (module-level) functions.
 */
export function useLiveGame<S extends { readonly events: readonly E[] }, A, E>(
  create: (random: Random) => S,
  step: (state: S, action: A) => S,
  onEvents: (events: readonly E[], state: S) => void,
): { state: S; perform: (action: A) => void; ready: boolean; starting: boolean } {
  const [state, setState] = useState(() => create(seededRandom(PRERENDER_SEED)));
  const latest = useRef(state);
  const [ready, setReady] = useState(false);
  const handler = useRef(onEvents);
  useLayoutEffect(() => {
    handler.current = onEvents;
  });

  const { pathname, search } = useLocation();
  const challenge = useChallengeSession(pathname, search);
  const snapshot = useChallengeSnapshot(challenge);

  /** Shows `next` and hands its events over, once per state. */
  const show = useCallback((next: S) => {
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
    if (next.events.length > 0) handler.current(next.events, next);
  }, []);

  useEffect(() => {
    if (challenge !== undefined) return;
    latest.current = create(randomForSearch(search));
    setState(latest.current);
    setReady(true);
  }, [create, search, challenge]);

  // In a challenge, the session's state changes on its own too: when a run's start is answered.
  useEffect(() => {
    if (!challenge) return;
    challenge.connect({ create, step } as ChallengeEngine, latest.current);
    const sync = () => {
      const current = challenge.snapshot();
      if (current) show(current.state as S);
    };
    sync();
    return challenge.subscribe(sync);
  }, [challenge, create, step, show]);

  const perform = useCallback(
    (action: A) => {
      if (challenge) {
        challenge.dispatch(action);
        const current = challenge.snapshot();
        if (current) show(current.state as S);
        return;
      }
      if (challenge === null) return;
      show(step(latest.current, action));
    },
    [step, challenge, show],
  );

  if (challenge === undefined) return { state, perform, ready, starting: false };
  return { state, perform, ready: snapshot?.ready ?? false, starting: snapshot?.starting ?? false };
}
