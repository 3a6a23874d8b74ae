import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { unlocalizedPath } from "../../../../contracts/locales";

/**
 * The small, always-loaded link between a game's hooks (useGame, useFrameLoop) and the daily
 * challenge (docs/decisions/034 and 036). A game page opened with `?challenge` loads the
 * challenge chunk lazily (web/features/games/challenge/), which registers a session here. The
 * session then owns the game's state: the hook hands it the engine and every action, and shows
 * what the session's snapshot holds. The session starts runs on the server, deals them, sends a
 * hidden-deal game's moves and loads the views the server answers, and records the run's log.
 * Without `?challenge` nothing here is used: free play is untouched.
 */
export type ChallengeEngine = {
  /** The engine's `createGame` bound to its options, taking a random source (stable). */
  create: (random: () => number) => unknown;
  step: (state: unknown, action: unknown) => unknown;
};

export type ChallengeSnapshot = {
  /** The engine state the page shows: a placeholder deal until a run has started. */
  readonly state: unknown;
  /** Input is taken (false while the deal of a run that starts with its board is on its way). */
  readonly ready: boolean;
  /** A run's start is on its way to the server: the Start button says so. */
  readonly starting: boolean;
};

export type ChallengeSession = {
  /** The route name of the game this session is for (`2048`, `snake`, ...). */
  readonly game: string;
  /**
   * The game's hook hands over its engine and the state it shows now (the placeholder until a run
   * starts). Called again with the same engine, it changes nothing.
   */
  connect(engine: ChallengeEngine, shown: unknown): void;
  /** The latest snapshot (the same object until something changed); null before `connect`. */
  snapshot(): ChallengeSnapshot | null;
  subscribe(listener: () => void): () => void;
  /** One of the view's engine actions. */
  dispatch(action: unknown): void;
};

/** The registered session; none before the challenge chunk has loaded and after its panel goes. */
const useSessionStore = create<{ session: ChallengeSession | null }>(() => ({ session: null }));

export function setChallengeSession(session: ChallengeSession | null): void {
  useSessionStore.setState({ session });
}

/** `?challenge` in a game URL asks for today's challenge instead of free play. */
export function isChallengeSearch(search: string): boolean {
  return new URLSearchParams(search).has("challenge");
}

/**
 * The friend's score a shared challenge link carries (`?challenge&day=…&score=N`): a whole number,
 * else none. It is the sharer's word only: the page shows it as theirs and ranks nothing by it.
 */
export function sharedScore(search: string): number | null {
  const params = new URLSearchParams(search);
  const score = params.get("score");
  return params.has("challenge") && score !== null && /^\d{1,9}$/.test(score) ? Number(score) : null;
}

/** The game named by a game page's path (`/games/2048` -> `2048`). */
export function gameOfPath(pathname: string): string {
  // `/games/snake` or, in another language, `/hi/games/snake`.
  return unlocalizedPath(pathname).split("/").filter(Boolean)[1] ?? "";
}

/**
 * For a game hook: `undefined` in free play; in challenge mode `null` until the session for this
 * page's game is registered, then the session.
 */
export function useChallengeSession(pathname: string, search: string): ChallengeSession | null | undefined {
  const current = useSessionStore((s) => s.session);
  if (!isChallengeSearch(search)) return undefined;
  return current && current.game === gameOfPath(pathname) ? current : null;
}

const noSubscription = () => () => {};

/**
 * The session's snapshot, re-rendering on each change; null in free play or before `connect`.
 * Read through the session's own `subscribe` and `snapshot` (its store is in the lazy challenge
 * chunk): React's useSyncExternalStore follows whichever session is current, or none.
 */
export function useChallengeSnapshot(current: ChallengeSession | null | undefined): ChallengeSnapshot | null {
  return useSyncExternalStore(
    current ? current.subscribe : noSubscription,
    () => current?.snapshot() ?? null,
    () => null,
  );
}
