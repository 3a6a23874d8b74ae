import { useEffect, useReducer, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { type ChallengeEngine, useChallengeSession, useChallengeSnapshot } from "./challenge-bridge";
import { randomForSearch, seedFromSearch } from "./game-random";

/**
 * The deal in the prerendered HTML and in the first (hydrating) render. The real deal depends on
 * a random source (or `?seed=N`), so it is made after hydration; otherwise the markup would not match.
 */
export const PRERENDER_SEED = 0;

const LOAD = "@load";
type Load<S> = { type: typeof LOAD; state: S };

/**
 * Feeds an engine through useReducer (the engine is data in, data out; the view owns input,
 * timers, sound and storage). `create` and `step` must be stable
 * (module-level) functions. `ready` turns true once the real game is dealt; views ignore input
 * before then. With `?challenge` the challenge session (challenge-bridge.ts) owns the state: the
 * view's actions go to it, and it deals each run (from the server), loads the views the server
 * answers and records the run; `starting` is true while a run's start is on its way.
 */
export function useGame<S, A extends { type: string }>(
  create: (random: Random) => S,
  step: (state: S, action: A) => S,
  /** A saved game to resume instead of a new deal (stable, module-level); `?seed=N` always deals anew. */
  restore?: () => S | null,
  /**
   * Keeps the prerendered deal as the visit's first game (no saved game, no `?seed=N`) instead of
   * dealing again after hydration: for a board the visitor sees whole and may already be reaching
   * for (Sliding), a new deal a few seconds in moves it under the thumb. It gets the prerendered
   * state and a fresh random deal and returns the first game: the prerendered board with the fresh
   * deal's random state, so the games after it are random (stable, module-level).
   */
  keepDeal?: (prerendered: S, fresh: S) => S,
): { state: S; dispatch: (action: A) => void; ready: boolean; starting: boolean } {
  const { pathname, search } = useLocation();
  const challenge = useChallengeSession(pathname, search);
  const snapshot = useChallengeSnapshot(challenge);
  const [state, dispatch] = useReducer(
    (current: S, action: A | Load<S>): S => (isLoad<S>(action) ? action.state : step(current, action as A)),
    PRERENDER_SEED,
    (seed): S => create(seededRandom(seed)),
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (challenge !== undefined) return;
    const seeded = seedFromSearch(search) !== null;
    const saved = restore && !seeded ? restore() : null;
    const fresh = saved ?? create(randomForSearch(search));
    const prerendered = create(seededRandom(PRERENDER_SEED));
    dispatch({ type: LOAD, state: keepDeal && !saved && !seeded ? keepDeal(prerendered, fresh) : fresh });
    setReady(true);
  }, [create, restore, search, challenge, keepDeal]);
  useEffect(() => {
    // The shown state is only the placeholder the session starts from: read once, on purpose.
    challenge?.connect({ create, step } as ChallengeEngine, state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge, create, step]);

  if (challenge === undefined) return { state, dispatch: dispatch as (action: A) => void, ready, starting: false };
  return {
    state: (snapshot?.state as S | undefined) ?? state,
    dispatch: challenge ? (challenge.dispatch as (action: A) => void) : ignore,
    ready: snapshot?.ready ?? false,
    starting: snapshot?.starting ?? false,
  };
}

function ignore(): void {}

function isLoad<S>(action: { type: string }): action is Load<S> {
  return action.type === LOAD;
}
