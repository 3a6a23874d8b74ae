import type { PlayPhase } from "./play-controls";
import { useGameKeys } from "./use-game-keys";

type Options<A> = {
  /** The phase now: read from the frame loop at the moment of the input, not from the last render. */
  phase: () => PlayPhase;
  ready: boolean;
  perform: (action: A) => void;
  /** Clears the game's round message when a new game starts or the board is reset. */
  clear: () => void;
  /** The engine's own actions (Pong and Breakout resume with "start"). */
  actions: { readonly start: A; readonly pause: A; readonly resume: A; readonly reset: A };
  /** Game keys other than Space, offered only while the game runs; true when the key was used. */
  onRunningKey: (key: string) => boolean;
};

/**
 * What Snake, Pong and Breakout share: one button (and Space) that starts, pauses, resumes or
 * plays again by phase, a Reset, and the game's own keys while it runs (the ticks are the frame
 * loop's: use-frame-loop.ts). Returns the handlers for <PlayControls>.
 */
export function usePlayControls<A>({ phase, ready, perform, clear, actions, onRunningKey }: Options<A>) {
  const primary = () => {
    if (!ready) return;
    const now = phase();
    if (now === "running") return perform(actions.pause);
    if (now === "paused") return perform(actions.resume);
    clear();
    perform(actions.start);
  };
  const reset = () => {
    clear();
    perform(actions.reset);
  };
  useGameKeys((key) => {
    if (key === " ") {
      primary();
      return true;
    }
    return ready && phase() === "running" && onRunningKey(key);
  });
  return { primary, reset };
}
