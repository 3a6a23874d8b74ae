/**
 * The hidden-deal games (2048, Memory, Simon): their run's deal (a tape of keyed draws, deal.ts)
 * stays on the server, which plays each new move on the state it keeps and hands the page a *view*: a valid engine state of the game, which the page
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
import { dealtTurns, tooManyMovesMessage, turnAdapter, type TURN_ADAPTERS } from "./adapters";
import { TapeTooShortError, type DealArg } from "./deal";

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
export function startView(game: HiddenGame, deal: DealArg): unknown {
  return hiddenView(game, dealtTurns(game, deal).start);
}

/** Where a run stands on the server: the state after its `count` moves (as `play` left it). */
export type HiddenProgress = { state: unknown; count: number };

export type HiddenPlay = { ok: true; state: unknown; view: unknown; over: boolean; count: number } | { ok: false; message: string };

/**
 * Applies `moves`, the run's next moves, to where it stands (`from`; null: the deal) and returns
 * the state to keep, the view after the last one, whether the game is over and how many moves the
 * run then holds. Only the new moves are played: the server keeps the state between requests.
 * Each move is checked against its schema; a move after game over, one the game refuses (a
 * face-up card, a tile that cannot slide), or one past the game's most moves is refused with a
 * message naming it.
 */
export function hiddenPlay(game: HiddenGame, deal: DealArg, from: HiddenProgress | null, moves: readonly unknown[]): HiddenPlay {
  const adapter = turnAdapter(game);
  const schema = challengeMoveSchemas[game];
  const dealt = dealtTurns(game, deal);
  let state = from ? from.state : dealt.start;
  const before = from ? from.count : 0;
  if (before + moves.length > adapter.maxMoves) return { ok: false, message: tooManyMovesMessage(game, adapter.maxMoves) };
  for (let i = 0; i < moves.length; i++) {
    const n = before + i + 1;
    const parsed = schema.safeParse(moves[i]);
    if (!parsed.success) return { ok: false, message: `Move ${n} is not a ${game} move: ${parsed.error.issues[0]?.message ?? "unreadable"}.` };
    const settled = adapter.settle(state);
    if (adapter.isOver(settled)) return { ok: false, message: `Move ${n} comes after the game was over.` };
    let next: unknown;
    try {
      next = dealt.play(settled, parsed.data);
    } catch (error) {
      if (error instanceof TapeTooShortError) return { ok: false, message: error.message };
      throw error;
    }
    if (next === settled) return { ok: false, message: `Move ${n} is not one the game allows at that point.` };
    state = next;
  }
  return { ok: true, state, view: hiddenView(game, state), over: adapter.isOver(adapter.settle(state)), count: before + moves.length };
}

/** Every move of a run from its deal: hiddenPlay from the start (the tests' and the page tests' server stand-in). @internal */
export function hiddenStep(game: HiddenGame, deal: DealArg, moves: readonly unknown[]): HiddenStep {
  const played = hiddenPlay(game, deal, null, moves);
  return played.ok ? { ok: true, view: played.view, over: played.over, count: played.count } : played;
}
