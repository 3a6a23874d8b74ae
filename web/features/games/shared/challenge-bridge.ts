import { useSyncExternalStore } from "react";

/**
 * The small, always-loaded link between a game's hooks (useGame, useLiveGame) and the daily
 * challenge (issue 22; docs/decisions/034). A game page opened with `?challenge` loads the
 * challenge chunk lazily (web/features/games/challenge/); once it has today's seed it registers a
 * session here. The hooks then deal from that seed and pass every action through the session,
 * which records the run's input log the way the server replays it (games/challenge/recorder.ts)
 * and hears each new state. Without `?challenge` nothing here is used: free play is untouched.
 */
export type ChallengeRun = { readonly state: unknown; readonly log: unknown };

export type ChallengeSession = {
  /** The route name of the game this session is for (`2048`, `snake`, ...). */
  readonly game: string;
  readonly seed: number;
  /** A new run: the day's deal and an empty log. */
  deal<S>(create: (random: () => number) => S): { state: S; log: unknown };
  /** One action: the next state and log (the same objects back when nothing changed). */
  reduce<S, A>(run: { state: S; log: unknown }, action: A, step: (state: S, action: A) => S, create: (random: () => number) => S): { state: S; log: unknown };
  /** The game's latest state and log, after each render that changed them. */
  report(run: ChallengeRun): void;
};

let session: ChallengeSession | null = null;
const listeners = new Set<() => void>();

export function setChallengeSession(next: ChallengeSession | null): void {
  session = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `?challenge` in a game URL asks for today's challenge instead of free play. */
export function isChallengeSearch(search: string): boolean {
  return new URLSearchParams(search).has("challenge");
}

/** The game named by a game page's path (`/games/2048` -> `2048`). */
export function gameOfPath(pathname: string): string {
  return pathname.split("/").filter(Boolean)[1] ?? "";
}

/**
 * For a game hook: `undefined` in free play; in challenge mode `null` until the session for this
 * page's game is registered, then the session.
 */
export function useChallengeSession(pathname: string, search: string): ChallengeSession | null | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => session,
    () => null,
  );
  if (!isChallengeSearch(search)) return undefined;
  return current && current.game === gameOfPath(pathname) ? current : null;
}
