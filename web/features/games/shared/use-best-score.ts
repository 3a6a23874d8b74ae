import { useCallback, useEffect, useState } from "react";
import type { GameId } from "../../../content/games";
import { readInt, readString, writeInt } from "../../../lib/safe-storage";

/**
 * Where a game keeps its best and which way is better. 2048, Simon and Whack-a-Mole keep
 * theirs in storage under a fixed key per game (an integer in text); the others keep it for the session
 * only (this page's lifetime, across client-side navigation), never in storage.
 */
export type BestScoreOptions = {
  /** The game's fixed storage key; without one, the best lasts for the session. */
  storageKey?: string;
  /** Sliding Puzzle counts moves: fewer is better. */
  lowerIsBetter?: boolean;
};

const session = new Map<GameId, number>();

/** The best so far, or null when there is none (nothing stored reads as none). */
export function readBest(id: GameId, { storageKey }: BestScoreOptions = {}): number | null {
  if (!storageKey) return session.get(id) ?? null;
  return readString(storageKey) === null ? null : readInt(storageKey);
}

/** A first score of 0 is no record; after that a record must beat the best strictly. */
export function isBetter(score: number, best: number | null, lowerIsBetter = false): boolean {
  if (best === null) return lowerIsBetter || score > 0;
  return lowerIsBetter ? score < best : score > best;
}

/** Keeps `score` if it beats the best; true when it did. */
export function submitBest(id: GameId, score: number, options: BestScoreOptions = {}): boolean {
  if (!isBetter(score, readBest(id, options), options.lowerIsBetter)) return false;
  if (options.storageKey) writeInt(options.storageKey, score);
  else session.set(id, score);
  return true;
}

/** Test hook: forgets every session best. @internal */
export function clearSessionBests(): void {
  session.clear();
}

/**
 * One best-score keeper for every game. `best` is null in the prerendered page and until storage
 * is read after hydration (it cannot be known before); `submit(score)` keeps a better score and
 * says whether it was a new best.
 */
export function useBestScore(id: GameId, options: BestScoreOptions = {}): { best: number | null; submit: (score: number) => boolean } {
  const { storageKey, lowerIsBetter } = options;
  const [best, setBest] = useState<number | null>(null);
  useEffect(() => setBest(readBest(id, { storageKey })), [id, storageKey]);
  const submit = useCallback(
    (score: number) => {
      const record = submitBest(id, score, { storageKey, lowerIsBetter });
      if (record) setBest(score);
      return record;
    },
    [id, storageKey, lowerIsBetter],
  );
  return { best, submit };
}
