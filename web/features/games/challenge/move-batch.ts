/**
 * Which of a hidden-deal game's waiting moves go to the server in the next request: the moves the
 * board shown still takes, as many as the server's answer cannot change, so a person who plays
 * ahead of a slow connection loses no move and never waits for one answer a move.
 */
import type { ChallengeMove, TurnChallengeGame } from "../../../../contracts/challenge";
import type { AnyTurnAdapter } from "../../../../games/challenge/adapters";
import * as g2048 from "../../../../games/game-2048/engine";
import type { GameState as SimonState } from "../../../../games/simon/engine";

export type Pending = { move: ChallengeMove<TurnChallengeGame>; at: number };

/** Moves a hidden-deal game lets wait behind the request in flight (`waiting` counts every move not yet answered). */
const MAY_WAIT: Record<"2048" | "memory" | "simon", (shown: unknown, waiting: number) => boolean> = {
  // Swipes and keys are kept rather than dropped, a dozen ahead: on a slow connection a person
  // swipes faster than one answer a round trip, and a slow answer must not eat moves.
  "2048": (_shown, waiting) => waiting < 12,
  // One card at a time: the next flip waits until this one's face has arrived.
  memory: () => false,
  // Presses within the round; the press that completes it waits for the next colour from the server.
  simon: (shown, waiting) => {
    const s = shown as SimonState;
    return s.phase === "input" && s.inputIndex + waiting < s.pattern.length;
  },
};

/** The contract's largest batch of moves in one request. */
const MAX_BATCH = 64;

/** Whether one more move may wait while `waiting` moves are not answered yet. */
export function mayWait(game: TurnChallengeGame, shown: unknown, waiting: number): boolean {
  return waiting === 0 || MAY_WAIT[game as "2048" | "memory" | "simon"](shown, waiting);
}

/**
 * The next request's moves from `queue`, and how many of the queue it used up (the moves the board
 * no longer takes are used up too, and dropped).
 */
export function nextBatch(game: TurnChallengeGame, turn: AnyTurnAdapter, shown: unknown, queue: readonly Pending[]): { batch: Pending[]; used: number } {
  let state = shown;
  const batch: Pending[] = [];
  let used = 0;
  for (const item of queue) {
    if (batch.length >= MAX_BATCH) break;
    used++;
    const next = turn.play(state, item.move);
    // A key pressed ahead that the board, as it came, no longer takes.
    if (next === state) continue;
    batch.push(item);
    // 2048: the moves after this one that the board takes whatever tiles the server adds go along.
    if (game === "2048") {
      const ahead = queue.slice(used).map((pending) => pending.move as g2048.Direction);
      const certain = g2048.certainMovesAfter((state as g2048.GameState).board, item.move as g2048.Direction, ahead);
      batch.push(...queue.slice(used, used + certain));
      used += certain;
      break;
    }
    state = next;
    // Only Simon's presses within a round are known ahead of the server's answer.
    if (!(game === "simon" && (next as SimonState).phase === "input")) break;
  }
  return { batch, used };
}
