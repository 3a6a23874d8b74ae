/**
 * One typed adapter per daily-challenge game: how the run is dealt, how one logged move or input
 * is applied, how ticks run, which of the view's engine actions is a logged entry, and the game's
 * pacing (what a person's hands and eyes need between inputs). The page's recorder, the server's
 * replay and hidden-deal steps, the human-time checks and the test bots all go through these, so
 * a rule such as 2048's keep-playing or the one-tick-at-a-time batching is written once.
 */
import type { ChallengeGame, ChallengeMove, TurnChallengeGame } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as colormatch from "../colormatch/engine";
import * as flappy from "../flappy/engine";
import * as g2048 from "../game-2048/engine";
import * as memory from "../memory/engine";
import { seededRandom, type Random } from "../shared/random";
import * as simon from "../simon/engine";
import * as sliding from "../sliding/engine";
import * as snake from "../snake/engine";
import * as whack from "../whack/engine";
import { asDeal, drawsOf, tapeRandom, unit, type DealArg, type Draw } from "./deal";
import { BREAKOUT_MAX_PADDLE_PX_PER_TICK, COLORMATCH_MIN_ANSWER_GAP_MS, TURN_MIN_MOVE_MS, WHACK_MIN_HIT_GAP_MS } from "./human-time";

/** What a person needs between two moves of a turn game. */
export type TurnPacing<S> = {
  /** The least page ms per move a person sustains over a burst of moves (human-time.ts). */
  minMoveMs: number;
  /**
   * Page ms the view holds the next move back after this one (Memory's resolve delay, Simon's
   * pattern showing), from the state right after the move as the page shows it; 0: none.
   */
  waitAfter: (shown: S) => number;
};

/**
 * A hidden-deal game dealt from a tape of independent draws (deal.ts): which draw each random
 * value comes from, so a run's deal is the same on the server, in the worker and in playback.
 */
export type TapeRules<S, M> = {
  /** The starting state (as `deal` gives it) from the tape's first draws. */
  deal: (draw: Draw) => S;
  /** `play` on a settled state with the move's draws from the tape; the same state back when the game refuses the move. */
  play: (state: S, move: M, draw: Draw) => S;
  /** How many draws a run of `moves` moves can need at most (the tape the server computes to replay it). */
  drawsFor: (moves: number) => number;
  /** How many draws the run that reached `state` used (the tape its public record carries). */
  drawsUsed: (state: S) => number;
};

export type TurnAdapter<G extends TurnChallengeGame, S, A> = {
  kind: "turn";
  game: G;
  /** The deal stays on the server, which hands the page views (hidden.ts). */
  hidden: boolean;
  /**
   * The most moves a run may hold: past any game a person plays to rank, and the bound on what one
   * run costs the server (its moves path, its replay, its tape). Each adapter says why its number.
   */
  maxMoves: number;
  /** Hidden-deal games: how the run deals from a tape (null: a seeded game). */
  tape: TapeRules<S, ChallengeMove<G>> | null;
  /** The run's state as the page shows it when the run starts (Simon: its first pattern showing). */
  deal: (seed: number) => S;
  /**
   * The move as the page shows it right after: the follow-ups the page waits for on its timers
   * (Memory's resolve, Simon's patternShown) are not applied yet; those it applies at once (2048's
   * keepPlaying: a challenge goes on after 2048) are.
   */
  play: (state: S, move: ChallengeMove<G>) => S;
  /** The follow-ups the page dispatches on its timers (Memory's resolve, Simon's patternShown). */
  settle: (state: S) => S;
  /** One logged move with every follow-up: what the replay applies. */
  apply: (state: S, move: ChallengeMove<G>) => S;
  isOver: (state: S) => boolean;
  score: (state: S) => number;
  /** The logged move for one of the view's engine actions, or undefined when it is not one the engine accepts. */
  moveOf: (action: A, before: S) => ChallengeMove<G> | undefined;
  /** The longest run a person plausibly plays in one go: the run token expires after it plus a margin. */
  maxRunMs: number;
  pacing: TurnPacing<S>;
};

/** What a person needs between two inputs of a real-time game. */
export type RealTimePacing = {
  /** Every input changes what a person must see before the next (a new prompt, a mole gone): at most one per tick. */
  oneInputPerTick: boolean;
  /** The least page ms between two inputs; 0: none. */
  minInputGapMs: number;
  /** Breakout: how far the paddle moves in one tick at most, in canvas px; null: no paddle. */
  maxPaddlePxPerTick: number | null;
};

export type RealTimeInputOf<G extends ChallengeGame> = G extends "snake"
  ? snake.Direction
  : G extends "flappy"
    ? "flap"
    : G extends "breakout"
      ? number | "left" | "right"
      : G extends "whack"
        ? number
        : G extends "colormatch"
          ? boolean
          : never;

export type RealTimeAdapter<G extends RealTimeChallengeGame, S, A> = {
  kind: "real-time";
  game: G;
  /** The game as the Start button leaves it (Flappy waits for its first flap). */
  begin: (seed: number) => S;
  apply: (state: S, input: RealTimeInputOf<G>) => S;
  tick: (state: S) => S;
  /** Whether ticks count (Flappy: only after the first flap). */
  isRunning: (state: S) => boolean;
  isOver: (state: S) => boolean;
  score: (state: S) => number;
  /** The view's fixed step: a run of n ticks took at least n * tickMs of game time. */
  tickMs: number;
  /** More ticks than any real game lasts; also bounds the server's replay. */
  maxTicks: number;
  /** The logged input for one of the view's engine actions, or undefined when it is not an input. */
  inputOf: (action: A, before: S) => RealTimeInputOf<G> | undefined;
  maxRunMs: number;
  pacing: RealTimePacing;
};

export type RealTimeChallengeGame = Exclude<ChallengeGame, TurnChallengeGame>;

const MINUTE_MS = 60_000;
/** Pauses a real-time run may take beyond its ticks before its token expires. */
const PAUSE_ALLOWANCE_MS = 30 * MINUTE_MS;

/** The state if the engine accepted the action (it returns the same object when it refuses one). */
const accepted = <S>(before: S, after: S): boolean => after !== before;

/** A source that returns one draw, for an engine's createGame, which takes one 32-bit state from it. */
const oneDraw =
  (value: number): Random =>
  () =>
    unit(value);

/**
 * Plays `move` on `state`; when the move draws (`draws`), with the engine's random state set to
 * `draw()` first (the engine then draws from it for this move only). Gives `state` itself back
 * when the engine refuses the move, as `play` does. A move that draws nothing reads no draw, so a
 * run's tape ends with its last drawn value.
 */
function playWithDraw<S extends { rngState: number }, M>(play: (state: S, move: M) => S, state: S, move: M, draws: boolean, draw: () => number): S {
  if (!draws) return play(state, move);
  const primed = { ...state, rngState: draw() };
  const next = play(primed, move);
  return next === primed ? state : next;
}

/**
 * 2048: a move adds a 2 or a 4 (2.2 on average) to the board's sum, so a 32768 tile takes about
 * 15,000 moves and a 65536 tile, which a handful of players in the world have shown, about 30,000.
 * 36,000 leaves room beyond that: 2.5 moves a second for the whole 4-hour token.
 */
export const MAX_MOVES_2048 = 36_000;
/**
 * Sliding: the 3x3 puzzle takes at most 31 moves; the project's honest test player takes about
 * 100 and someone lost in it a few thousand. 5,000 is a tile every 0.7 s for the hour-long token.
 */
export const MAX_MOVES_SLIDING = 5_000;
/**
 * Memory: turning pairs with no memory at all takes 64 moves (128 flips) on average; 1,000 flips
 * is eight times that, a run no one plays to rank (fewer moves is better).
 */
export const MAX_MOVES_MEMORY = 1_000;
/**
 * Simon: 100 rounds (the 3-hour token is sized for their patterns, about 70 minutes alone), far
 * beyond any span a person repeats; then the 101st pattern, on which the run ends.
 */
export const SIMON_MAX_ROUNDS = 100;
export const MAX_MOVES_SIMON = (SIMON_MAX_ROUNDS * (SIMON_MAX_ROUNDS + 1)) / 2 + SIMON_MAX_ROUNDS + 1;

/** Why a run is refused once it would hold more than its game's most moves. */
export const tooManyMovesMessage = (game: TurnChallengeGame, max: number): string => `A ${game} run holds at most ${max} moves: no person plays a longer one.`;

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

function game2048Play(state: g2048.GameState, direction: g2048.Direction): g2048.GameState {
  const moved = g2048.step(state, { type: "move", direction });
  // A challenge run goes on after 2048: the victory overlay's Keep Playing, chosen at once.
  return g2048.showVictory(moved) ? g2048.step(moved, { type: "keepPlaying" }) : moved;
}

const game2048: TurnAdapter<"2048", g2048.GameState, g2048.GameAction> = {
  kind: "turn",
  game: "2048",
  hidden: true,
  maxMoves: MAX_MOVES_2048,
  // Draw 0 deals the first two tiles; draw m + 1 the tile that the board's (m + 1)-th change adds.
  tape: {
    deal: (draw) => g2048.createGame({}, oneDraw(draw(0))),
    play: (state, direction, draw) =>
      playWithDraw(game2048Play, state, direction, !g2048.isOver(state) && g2048.moveBoard(state.board, direction).changed, () => draw(state.moves + 1)),
    drawsFor: (moves) => moves + 1,
    drawsUsed: (state) => state.moves + 1,
  },
  deal: (seed) => g2048.createGame({}, seededRandom(seed)),
  play: (state, direction) => game2048Play(state, direction),
  settle: (state) => state,
  apply: (state, direction) => game2048.play(state, direction),
  isOver: g2048.isOver,
  score: (state) => state.score,
  moveOf: (action, before) => (action.type === "move" && accepted(before, g2048.step(before, action)) ? action.direction : undefined),
  maxRunMs: 4 * 60 * MINUTE_MS,
  pacing: { minMoveMs: TURN_MIN_MOVE_MS, waitAfter: () => 0 },
};

const slidingAdapter: TurnAdapter<"sliding", sliding.GameState, sliding.GameAction> = {
  kind: "turn",
  game: "sliding",
  hidden: false,
  maxMoves: MAX_MOVES_SLIDING,
  tape: null,
  deal: (seed) => sliding.createGame({}, seededRandom(seed)),
  play: (state, index) => sliding.step(state, { type: "move", index }),
  settle: (state) => state,
  apply: (state, index) => sliding.step(state, { type: "move", index }),
  isOver: sliding.isOver,
  score: (state) => state.moves,
  moveOf: (action, before) => (action.type === "move" && accepted(before, sliding.step(before, action)) ? action.index : undefined),
  maxRunMs: 60 * MINUTE_MS,
  pacing: { minMoveMs: TURN_MIN_MOVE_MS, waitAfter: () => 0 },
};

const settleMemory = (state: memory.GameState): memory.GameState => (memory.pendingResult(state) === null ? state : memory.step(state, { type: "resolve" }));

// The page flips only once the pair before has resolved on its timer.
const memoryPlay = (state: memory.GameState, index: number): memory.GameState => memory.step(settleMemory(state), { type: "flip", index });

const memoryAdapter: TurnAdapter<"memory", memory.GameState, memory.GameAction> = {
  kind: "turn",
  game: "memory",
  hidden: true,
  maxMoves: MAX_MOVES_MEMORY,
  // The whole layout from its own draws (one per card but the first), and one for rngState.
  tape: {
    deal: (draw) => memory.createShuffledGame(tapeRandom(draw, 0)),
    play: (state, index) => memoryPlay(state, index),
    drawsFor: () => memory.SHUFFLE_DRAWS + 1,
    drawsUsed: () => memory.SHUFFLE_DRAWS + 1,
  },
  deal: (seed) => memory.createGame({}, seededRandom(seed)),
  play: (state, index) => memoryPlay(state, index),
  settle: settleMemory,
  apply: (state, index) => settleMemory(memory.step(settleMemory(state), { type: "flip", index })),
  isOver: (state) => memory.isOver(settleMemory(state)),
  score: (state) => state.moves,
  moveOf: (action, before) => (action.type === "flip" && accepted(before, memory.step(before, action)) ? action.index : undefined),
  maxRunMs: 30 * MINUTE_MS,
  pacing: { minMoveMs: TURN_MIN_MOVE_MS, waitAfter: (shown) => memory.resolveDelay(shown) ?? 0 },
};

const settleSimon = (state: simon.GameState): simon.GameState => (state.phase === "showing" ? simon.step(state, { type: "patternShown" }) : state);

const simonPlay = (state: simon.GameState, color: simon.Color): simon.GameState => simon.step(settleSimon(state), { type: "press", color });

const simonAdapter: TurnAdapter<"simon", simon.GameState, simon.GameAction> = {
  kind: "turn",
  game: "simon",
  hidden: true,
  maxMoves: MAX_MOVES_SIMON,
  // Colour k of the pattern (0 first) from draw k.
  tape: {
    deal: (draw) => simon.step(simon.createGame({}, oneDraw(draw(0))), { type: "start" }),
    // Only the press that completes a round draws: the next round's new colour.
    play: (state, color, draw) =>
      playWithDraw(simonPlay, state, color, state.phase === "input" && state.pattern[state.inputIndex] === color && state.inputIndex + 1 === state.pattern.length, () =>
        draw(state.pattern.length),
      ),
    drawsFor: (moves) => Math.min(moves, SIMON_MAX_ROUNDS + 1) + 1,
    drawsUsed: (state) => state.pattern.length,
  },
  deal: (seed) => simon.step(simon.createGame({}, seededRandom(seed)), { type: "start" }),
  play: (state, color) => simonPlay(state, color),
  settle: settleSimon,
  apply: (state, color) => settleSimon(simon.step(settleSimon(state), { type: "press", color })),
  isOver: simon.isOver,
  score: (state) => state.score,
  moveOf: (action, before) => (action.type === "press" && accepted(before, simon.step(before, action)) ? action.color : undefined),
  // 100 rounds take about 70 minutes of patterns alone.
  maxRunMs: 3 * 60 * MINUTE_MS,
  pacing: { minMoveMs: TURN_MIN_MOVE_MS, waitAfter: (shown) => (shown.phase === "showing" ? simon.patternShowMs(shown.pattern.length) : 0) },
};

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

const snakeAdapter: RealTimeAdapter<"snake", snake.SnakeState, snake.SnakeAction> = {
  kind: "real-time",
  game: "snake",
  begin: (seed) => snake.step(snake.createGame({}, seededRandom(seed)), { type: "start" }),
  apply: (state, direction) => snake.step(state, { type: "turn", direction }),
  tick: (state) => snake.step(state, { type: "tick" }),
  isRunning: (state) => state.phase === "running",
  isOver: snake.isOver,
  score: (state) => state.score,
  tickMs: snake.SNAKE_TICK_MS,
  maxTicks: (60 * MINUTE_MS) / snake.SNAKE_TICK_MS,
  inputOf: (action) => (action.type === "turn" ? action.direction : undefined),
  maxRunMs: 60 * MINUTE_MS + PAUSE_ALLOWANCE_MS,
  // Turns queue (up to SNAKE_TURN_QUEUE_MAX), so two key presses within one tick are ordinary.
  pacing: { oneInputPerTick: false, minInputGapMs: 0, maxPaddlePxPerTick: null },
};

const flappyAdapter: RealTimeAdapter<"flappy", flappy.FlappyState, flappy.FlappyAction> = {
  kind: "real-time",
  game: "flappy",
  begin: (seed) => flappy.createGame({}, seededRandom(seed)),
  apply: (state) => flappy.step(state, { type: "flap" }),
  tick: (state) => flappy.step(state, { type: "tick" }),
  isRunning: (state) => state.phase === "playing",
  isOver: flappy.isOver,
  score: (state) => state.score,
  tickMs: flappy.FLAPPY_TICK_MS,
  maxTicks: (30 * MINUTE_MS) / flappy.FLAPPY_TICK_MS,
  inputOf: (action) => (action.type === "flap" ? "flap" : undefined),
  maxRunMs: 30 * MINUTE_MS + PAUSE_ALLOWANCE_MS,
  // A second flap in the same 20 ms tick only resets the same upward speed: harmless.
  pacing: { oneInputPerTick: false, minInputGapMs: 0, maxPaddlePxPerTick: null },
};

const breakoutAdapter: RealTimeAdapter<"breakout", breakout.BreakoutState, breakout.BreakoutAction> = {
  kind: "real-time",
  game: "breakout",
  begin: (seed) => breakout.step(breakout.createGame({}, seededRandom(seed)), { type: "start" }),
  apply: (state, input) =>
    typeof input === "number"
      ? breakout.step(state, { type: "setPaddle", x: input })
      : breakout.step(state, { type: "move", dx: input === "left" ? -breakout.BREAKOUT_KEY_STEP : breakout.BREAKOUT_KEY_STEP }),
  tick: (state) => breakout.step(state, { type: "tick" }),
  isRunning: (state) => state.phase === "running",
  isOver: breakout.isOver,
  score: (state) => state.score,
  tickMs: breakout.BREAKOUT_TICK_MS,
  maxTicks: 20 * 60 * breakout.BREAKOUT_TICKS_PER_SECOND,
  inputOf: (action, before) => {
    if (action.type === "setPaddle") return action.x;
    if (action.type !== "move") return undefined;
    if (action.dx === breakout.BREAKOUT_KEY_STEP) return "right";
    if (action.dx === -breakout.BREAKOUT_KEY_STEP) return "left";
    // Any other step is the paddle placed where the step takes it.
    return before.paddleX + action.dx + breakout.BREAKOUT_PADDLE_WIDTH / 2;
  },
  maxRunMs: 20 * MINUTE_MS + PAUSE_ALLOWANCE_MS,
  // Pointer events arrive once per frame, and a 120 Hz screen has two frames per tick.
  pacing: { oneInputPerTick: false, minInputGapMs: 0, maxPaddlePxPerTick: BREAKOUT_MAX_PADDLE_PX_PER_TICK },
};

const whackAdapter: RealTimeAdapter<"whack", whack.WhackState, whack.WhackAction> = {
  kind: "real-time",
  game: "whack",
  begin: (seed) => whack.step(whack.createGame({}, seededRandom(seed)), { type: "start" }),
  apply: (state, hole) => whack.step(state, { type: "whack", hole }),
  tick: (state) => whack.step(state, { type: "tick" }),
  isRunning: (state) => state.phase === "running",
  isOver: whack.isOver,
  score: (state) => state.score,
  tickMs: whack.WHACK_TICK_MS,
  maxTicks: whack.WHACK_ROUND_MS / whack.WHACK_TICK_MS,
  inputOf: (action) => (action.type === "whack" ? action.hole : undefined),
  maxRunMs: whack.WHACK_ROUND_MS + 5 * MINUTE_MS,
  pacing: { oneInputPerTick: true, minInputGapMs: WHACK_MIN_HIT_GAP_MS, maxPaddlePxPerTick: null },
};

const colormatchAdapter: RealTimeAdapter<"colormatch", colormatch.ColorMatchState, colormatch.ColorMatchAction> = {
  kind: "real-time",
  game: "colormatch",
  begin: (seed) => colormatch.step(colormatch.createGame({}, seededRandom(seed)), { type: "start" }),
  apply: (state, match) => colormatch.step(state, { type: "answer", match }),
  tick: (state) => colormatch.step(state, { type: "tick" }),
  isRunning: (state) => state.phase === "running",
  isOver: colormatch.isOver,
  score: (state) => state.score,
  tickMs: colormatch.COLORMATCH_TICK_MS,
  maxTicks: colormatch.COLORMATCH_ROUND_MS / colormatch.COLORMATCH_TICK_MS,
  inputOf: (action) => (action.type === "answer" ? action.match : undefined),
  maxRunMs: colormatch.COLORMATCH_ROUND_MS + 5 * MINUTE_MS,
  pacing: { oneInputPerTick: true, minInputGapMs: COLORMATCH_MIN_ANSWER_GAP_MS, maxPaddlePxPerTick: null },
};

export const TURN_ADAPTERS = {
  "2048": game2048,
  sliding: slidingAdapter,
  memory: memoryAdapter,
  simon: simonAdapter,
} as const satisfies { [G in TurnChallengeGame]: { kind: "turn"; game: G } };

export const REAL_TIME_ADAPTERS = {
  snake: snakeAdapter,
  flappy: flappyAdapter,
  breakout: breakoutAdapter,
  whack: whackAdapter,
  colormatch: colormatchAdapter,
} as const satisfies { [G in RealTimeChallengeGame]: { kind: "real-time"; game: G } };

/** Every challenge game's adapter: `CHALLENGE_ADAPTERS[game].kind` tells turn from real-time. */
export const CHALLENGE_ADAPTERS = { ...TURN_ADAPTERS, ...REAL_TIME_ADAPTERS } as const;
/** Any turn adapter, for code that handles every turn game alike (the replay, the recorder). */
export type AnyTurnAdapter = TurnAdapter<TurnChallengeGame, unknown, unknown>;
/** Any real-time adapter, for code that handles every real-time game alike. */
export type AnyRealTimeAdapter = RealTimeAdapter<RealTimeChallengeGame, unknown, unknown>;

export function isTurnGame(game: ChallengeGame): game is TurnChallengeGame {
  return CHALLENGE_ADAPTERS[game].kind === "turn";
}

export function isRealTimeGame(game: ChallengeGame): game is RealTimeChallengeGame {
  return CHALLENGE_ADAPTERS[game].kind === "real-time";
}

/**
 * The one place where a game's own types are forgotten, so shared code (replay, recorder, checks)
 * can treat every turn game alike. Safe because each adapter's functions take the state its own
 * deal makes and the moves its own schema in contracts/challenge.ts admits.
 */
export function turnAdapter(game: TurnChallengeGame): AnyTurnAdapter {
  return TURN_ADAPTERS[game] as unknown as AnyTurnAdapter;
}

/** A turn game bound to its run's deal: the state it starts from and its moves, drawing from that deal. */
export type DealtTurns = { start: unknown; play: (state: unknown, move: unknown) => unknown };

/**
 * The run's deal put to the game: from a seed as the engines deal by themselves, or from a tape
 * (or the server's keyed draws) through the game's tape rules. `play` takes any state the run
 * reached; a move the game refuses gives back the settled state itself. A tape that runs out
 * throws TapeTooShortError (deal.ts).
 */
export function dealtTurns(game: TurnChallengeGame, deal: DealArg): DealtTurns {
  const adapter = turnAdapter(game);
  const source = asDeal(deal);
  const draw = drawsOf(source);
  if (draw === null) {
    const { seed } = source as { seed: number };
    return { start: adapter.deal(seed), play: (state, move) => adapter.play(adapter.settle(state), move as never) };
  }
  const tape = adapter.tape;
  if (!tape) throw new Error(`${game} is dealt from a seed, not a tape.`);
  return { start: tape.deal(draw), play: (state, move) => tape.play(adapter.settle(state), move as never, draw) };
}

export function realTimeAdapter(game: RealTimeChallengeGame): AnyRealTimeAdapter {
  return REAL_TIME_ADAPTERS[game] as unknown as AnyRealTimeAdapter;
}

/**
 * Runs up to `ticks` ticks one at a time, as the view's fixed-step loop owes them, stopping when
 * the game stops running or is over: `ran` is how many ticks a log counts. The one tick-batching
 * rule for the recorder, the replay and the bots.
 */
export function runTicks<S>(adapter: { tick: (s: S) => S; isRunning: (s: S) => boolean; isOver: (s: S) => boolean }, state: S, ticks: number): { state: S; ran: number } {
  let current = state;
  let ran = 0;
  while (ran < ticks && adapter.isRunning(current) && !adapter.isOver(current)) {
    current = adapter.tick(current);
    ran++;
  }
  return { state: current, ran };
}
