import { useEffect, useReducer, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { useChallengeSession } from "./challenge-bridge";
import { randomForSearch, seedFromSearch } from "./game-random";

/**
 * The deal in the prerendered HTML and in the first (hydrating) render. The real deal depends on
 * a random source (or `?seed=N`), so it is made after hydration; otherwise the markup would not match.
 */
export const PRERENDER_SEED = 0;

const LOAD = "@load";
type Load<S> = { type: typeof LOAD; state: S; log: unknown };
/** The engine's state and, in a daily challenge, the run's input log (null in free play). */
type Run<S> = { state: S; log: unknown };

/**
 * Feeds an engine through useReducer (STYLE.md habit 2). `create` and `step` must be stable
 * (module-level) functions. `ready` turns true once the real game is dealt; views ignore input
 * before then. With `?challenge` the deal is today's challenge (challenge-bridge.ts), and every
 * action also goes through the challenge session, which records the run.
 */
export function useGame<S, A extends { type: string }>(
  create: (random: Random) => S,
  step: (state: S, action: A) => S,
  /** A saved game to resume instead of a new deal (stable, module-level); `?seed=N` always deals anew. */
  restore?: () => S | null,
): { state: S; dispatch: (action: A) => void; ready: boolean } {
  const { pathname, search } = useLocation();
  const challenge = useChallengeSession(pathname, search);
  const [run, dispatch] = useReducer(
    (current: Run<S>, action: A | Load<S>): Run<S> => {
      if (isLoad<S>(action)) return { state: action.state, log: action.log };
      if (challenge) {
        const next = challenge.reduce(current, action as A, step, create);
        return next.state === current.state && next.log === current.log ? current : next;
      }
      const next = step(current.state, action as A);
      return next === current.state ? current : { state: next, log: current.log };
    },
    PRERENDER_SEED,
    (seed): Run<S> => ({ state: create(seededRandom(seed)), log: null }),
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A challenge waits for today's seed.
    if (challenge === null) return setReady(false);
    if (challenge) {
      dispatch({ type: LOAD, ...challenge.deal(create) });
      return setReady(true);
    }
    const saved = restore && seedFromSearch(search) === null ? restore() : null;
    dispatch({ type: LOAD, state: saved ?? create(randomForSearch(search)), log: null });
    setReady(true);
  }, [create, restore, search, challenge]);
  useEffect(() => {
    if (challenge && ready) challenge.report(run);
  }, [challenge, ready, run]);
  return { state: run.state, dispatch: dispatch as (action: A) => void, ready };
}

function isLoad<S>(action: { type: string }): action is Load<S> {
  return action.type === LOAD;
}
