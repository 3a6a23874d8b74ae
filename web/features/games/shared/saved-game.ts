import { useEffect } from "react";
import { useLocation } from "react-router";
import { readJson, removeKey, writeJson } from "../../../lib/safe-storage";
import { isChallengeSearch } from "./challenge-bridge";

/**
 * A game in progress kept in storage, so a reload resumes it (docs/decisions/027; gabrielecirulli/2048 saves
 * its whole state the same way). The engines' states are plain objects, random-number state
 * included, so the resumed game continues exactly as it would have.
 */

/** The saved game under `key` if it has the shape `isValid` checks; anything else is dropped. */
export function loadSavedGame<S>(key: string, isValid: (value: unknown) => value is S): S | null {
  const value = readJson(key);
  if (value === null) return null;
  if (isValid(value)) return value;
  removeKey(key);
  return null;
}

/**
 * Saves the state while `inProgress` (after the real deal), and forgets it once the game ends or
 * restarts. A daily-challenge run (`?challenge`) is never saved: it would replace the free game
 * the player may want to resume.
 */
export function useSaveGame<S>(key: string, state: S, ready: boolean, inProgress: boolean): void {
  const challenge = isChallengeSearch(useLocation().search);
  useEffect(() => {
    if (!ready || challenge) return;
    if (inProgress) writeJson(key, state);
    else removeKey(key);
  }, [key, state, ready, inProgress, challenge]);
}

/** Shape checks for saved states: whole numbers at least 0, booleans. */
export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
