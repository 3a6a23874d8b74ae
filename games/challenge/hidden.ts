/**
 * The hidden-deal games (2048, Memory, Simon): their run's seed stays on the server, which replays
 * the moves so far and hands the page a *view*: a valid engine state of the game, which the page
 * renders as its own state, with what a person cannot know taken out. The random stream (the
 * coming 2048 tiles, Simon's next colour, Memory's deal) becomes rngState 0, and a Memory card
 * shows its symbol only while it is face up or matched: a card seen and turned back is hidden
 * again, as a person's memory is their own.
 *
 * The view after a move is the state the page shows right after it: two open Memory cards wait
 * for the page's resolve timer, a new Simon round is in its "showing" phase for the page to play
 * its pattern. The page dispatches those follow-ups itself (they need no hidden data); the replay
 * applies them before the next move.
 */
import { challengeMoveSchemas } from "../../contracts/challenge";
import type * as g2048 from "../game-2048/engine";
import type * as memory from "../memory/engine";
import type * as simon from "../simon/engine";
import { turnAdapter, type TURN_ADAPTERS } from "./adapters";

export type HiddenGame = "2048" | "memory" | "simon";

export type HiddenStep = { ok: true; view: unknown; over: boolean; count: number } | { ok: false; message: string };

const VIEWS: { [G in HiddenGame]: (state: ReturnType<(typeof TURN_ADAPTERS)[G]["deal"]>) => unknown } = {
  "2048": (state: g2048.GameState): g2048.GameState => ({ ...state, board: [...state.board], rngState: 0 }),
  memory: (state: memory.GameState): memory.GameState => ({
    ...state,
    cards: state.cards.map((card) => (card.faceUp || card.matched ? { ...card } : { ...card, symbol: "" })),
    open: [...state.open],
    rngState: 0,
  }),
  simon: (state: simon.GameState): simon.GameState => ({ ...state, pattern: [...state.pattern], rngState: 0 }),
};

/** What the page may see of a run's state (see above). */
export function hiddenView(game: HiddenGame, state: unknown): unknown {
  return (VIEWS[game] as (s: unknown) => unknown)(state);
}

/** The run's starting view: the deal as the page shows it (Simon: its first pattern showing). */
export function startView(game: HiddenGame, seed: number): unknown {
  return hiddenView(game, turnAdapter(game).deal(seed));
}

/**
 * Replays `moves` (every move of the run so far) from the secret seed and returns the view after
 * the last one: whether the game is over, and how many moves it holds. Each move is checked
 * against its schema; a move after game over, or one the game refuses (a face-up card, a tile
 * that cannot slide), is refused with a message naming it.
 */
export function hiddenStep(game: HiddenGame, seed: number, moves: readonly unknown[]): HiddenStep {
  const adapter = turnAdapter(game);
  const schema = challengeMoveSchemas[game];
  let state = adapter.deal(seed);
  for (let i = 0; i < moves.length; i++) {
    const parsed = schema.safeParse(moves[i]);
    if (!parsed.success) return { ok: false, message: `Move ${i + 1} is not a ${game} move: ${parsed.error.issues[0]?.message ?? "unreadable"}.` };
    const settled = adapter.settle(state);
    if (adapter.isOver(settled)) return { ok: false, message: `Move ${i + 1} comes after the game was over.` };
    const next = adapter.play(settled, parsed.data);
    if (next === settled) return { ok: false, message: `Move ${i + 1} is not one the game allows at that point.` };
    state = next;
  }
  return { ok: true, view: hiddenView(game, state), over: adapter.isOver(adapter.settle(state)), count: moves.length };
}
