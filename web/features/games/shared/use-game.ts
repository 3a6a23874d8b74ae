import { useEffect, useReducer, useState } from "react";
import { useLocation } from "react-router";
import { type Random, seededRandom } from "../../../lib/random";
import { randomForSearch } from "./game-random";

/**
 * The deal in the prerendered HTML and in the first (hydrating) render. The real deal depends on
 * a random source (or `?seed=N`), so it is made after hydration; otherwise the markup would not match.
 */
export const PRERENDER_SEED = 0;

const LOAD = "@load";
type Load<S> = { type: typeof LOAD; state: S };

/**
 * Feeds an engine through useReducer (STYLE.md habit 2). `create` and `step` must be stable
 * (module-level) functions. `ready` turns true once the real game is dealt; views ignore input
 * before then.
 */
export function useGame<S, A extends { type: string }>(
  create: (random: Random) => S,
  step: (state: S, action: A) => S,
): { state: S; dispatch: (action: A) => void; ready: boolean } {
  const [state, dispatch] = useReducer(
    (current: S, action: A | Load<S>): S => (isLoad<S>(action) ? action.state : step(current, action as A)),
    PRERENDER_SEED,
    (seed) => create(seededRandom(seed)),
  );
  const [ready, setReady] = useState(false);
  const { search } = useLocation();
  useEffect(() => {
    dispatch({ type: LOAD, state: create(randomForSearch(search)) });
    setReady(true);
  }, [create, search]);
  return { state, dispatch, ready };
}

function isLoad<S>(action: { type: string }): action is Load<S> {
  return action.type === LOAD;
}
