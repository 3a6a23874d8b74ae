import type { PlayPhase } from "./play-controls";
import { useFixedStep } from "./use-fixed-step";
import { useGameKeys } from "./use-game-keys";

type Options<A> = {
  phase: PlayPhase;
  ready: boolean;
  perform: (action: A) => void;
  /** Clears the game's centred message when a new game starts or the board is reset. */
  clear: () => void;
  /** The engine's own actions (Pong and Breakout resume with "start"). */
  actions: { readonly start: A; readonly pause: A; readonly resume: A; readonly reset: A };
  /** The engine's tick length, and its action that runs several ticks at once. */
  tickMs: number;
  advance: (ticks: number) => A;
  /** Game keys other than Space, offered only while the game runs; true when the key was used. */
  onRunningKey: (key: string) => boolean;
};

/**
 * What Snake, Pong and Breakout share: the fixed-time-step loop while the game runs (pausing the
 * game when the tab is hidden), one button (and Space) that starts, pauses, resumes or plays again
 * by phase, a Reset, and the game's own keys while it runs. Returns the handlers for <PlayControls>.
 */
export function usePlayControls<A>({ phase, ready, perform, clear, actions, tickMs, advance, onRunningKey }: Options<A>) {
  useFixedStep(
    phase === "running",
    tickMs,
    (ticks) => perform(advance(ticks)),
    () => perform(actions.pause),
  );
  const primary = () => {
    if (!ready) return;
    if (phase === "running") return perform(actions.pause);
    if (phase === "paused") return perform(actions.resume);
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
    return ready && phase === "running" && onRunningKey(key);
  });
  return { primary, reset };
}
