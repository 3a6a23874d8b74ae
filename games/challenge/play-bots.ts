/**
 * Honest test players: each plays a real run the way a person in the page would, at a person's
 * pace (reaction delays with spread), and records the v2 log the page would send, with the server
 * timeline such a run produces (`timelineFor`). Hidden-deal games are played through the server's
 * views only (the server's part is simulated as hidden.ts does it). Used by the replay tests, the server's API
 * tests and the browser plans; never by the site itself.
 */
import { CHECKPOINT_EVERY_MS, type ChallengeGame, type ChallengeLog, type ChallengeMove, type Checkpoint, type TurnChallengeGame } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as colormatch from "../colormatch/engine";
import * as flappy from "../flappy/engine";
import * as g2048 from "../game-2048/engine";
import type * as memory from "../memory/engine";
import { seededRandom, type Random } from "../shared/random";
import * as simon from "../simon/engine";
import * as sliding from "../sliding/engine";
import * as snake from "../snake/engine";
import * as whack from "../whack/engine";
import { dealtTurns, isRealTimeGame, REAL_TIME_ADAPTERS, TURN_ADAPTERS, turnAdapter, type RealTimeChallengeGame } from "./adapters";
import { linkText, type ReceivedCheckpoint } from "./checkpoints";
import { asDeal, drawsOf, type DealArg } from "./deal";
import { hiddenView, type HiddenGame } from "./hidden";
import type { RunTimeline } from "./human-time";
import { emptyRealTimeRecording, recordRealTime, type RealTimeRecording } from "./recorder";

export type PlayedRun<G extends ChallengeGame = ChallengeGame> = {
  game: G;
  log: ChallengeLog<G>;
  score: number;
  /** Hidden-deal games: page ms from the start at which each move reached the server. */
  arrivals?: number[];
};

/** The page's clock starts this long after the server read startedAt: the start answer's trip. */
export const START_TRIP_MS = 90;
/** A move's or the seal's trip to the server. */
export const UPLINK_MS = 45;
/** A moves request's round trip, before the page can show the view it answers. */
export const ROUND_TRIP_MS = 120;

/**
 * The server timeline a run played from `startedAt` produces: its moves' arrivals (hidden-deal
 * games) and the finish seal right after the game ended. Submit with it to be ranked.
 */
export function timelineFor(run: PlayedRun, startedAt: number): RunTimeline {
  const log = run.log as { at?: number[]; endAt?: number };
  const end = log.endAt ?? log.at?.[log.at.length - 1] ?? 0;
  const timeline: RunTimeline = { startedAt, endedAt: startedAt + START_TRIP_MS + end + UPLINK_MS, sealed: true };
  if (run.arrivals) timeline.moveArrivals = run.arrivals.map((a) => startedAt + START_TRIP_MS + a);
  if (isRealTimeGame(run.game)) timeline.checkpoints = receivedAsSent(checkpointsOf(run.game, run.log as RealTimeLogOf, noChain), startedAt);
  return timeline;
}

type RealTimeLogOf = ChallengeLog<RealTimeChallengeGame>;

/** The bots' checkpoints carry no chain: verifyRun does not read it (the server's worker does; the API tests hash for real). */
const noChain = () => "";

/**
 * The live checkpoints a page playing `log` sent (checkpoints.ts): one each CHECKPOINT_EVERY_MS of
 * page time, at the tick the page had run by then (counted back from the end, pauses left out),
 * with the log's entry counts then and the chain's link by `hash`.
 */
export function checkpointsOf(game: RealTimeChallengeGame, log: RealTimeLogOf, hash: (text: string) => string): Checkpoint[] {
  const { tickMs } = REAL_TIME_ADAPTERS[game];
  const paused = (at: number) => log.pauses.reduce((total, [from, to]) => (from < at ? total + Math.min(to, at) - from : total), 0);
  const points: Checkpoint[] = [];
  let previous = "";
  let from = { inputs: 0, pauses: 0 };
  for (let at = CHECKPOINT_EVERY_MS; at < log.endAt; at += CHECKPOINT_EVERY_MS) {
    const behind = log.endAt - at - (paused(log.endAt) - paused(at));
    const ticks = Math.max(from.inputs > 0 ? log.inputs[from.inputs - 1]![0] : 0, Math.min(log.endTick, log.endTick - Math.ceil(behind / tickMs)));
    let inputs = from.inputs;
    while (inputs < log.inputs.length && log.inputs[inputs]![0] < ticks) inputs++;
    const pauses = log.pauses.filter(([, to]) => to <= at).length;
    const point = { ticks: Math.max(0, ticks), inputs, pauses, at };
    const chain = hash(linkText(previous, log, from, point));
    points.push({ ...point, chain });
    previous = chain;
    from = point;
  }
  return points;
}

/** Checkpoints as the server stores them when each reached it one trip after the page sent it. */
export function receivedAsSent(points: readonly Checkpoint[], startedAt: number): ReceivedCheckpoint[] {
  return points.map((point) => ({ ...point, receivedAt: startedAt + START_TRIP_MS + point.at + UPLINK_MS, fresh: true }));
}

/** A number from a run's deal that seeds a bot's own choices (its think times): the seed, or the tape's first draw. */
function dealSalt(deal: DealArg): number {
  const source = asDeal(deal);
  return "seed" in source ? source.seed : drawsOf(source)!(0);
}

/** A person's delay: around `typical` ms, spread by about a quarter either way, never under `least`. */
export function humanDelay(random: Random, typical: number, least = 200): number {
  const spread = (random() + random() + random() - 1.5) * 0.5 * typical;
  return Math.max(least, Math.round(typical + spread));
}

// ── Turn games ─────────────────────────────────────────────────────────────────────────────────

/**
 * Plays a turn game move by move as the page would: `choose` sees what the page shows (the
 * server's view for hidden-deal games) and returns the next move and the ms spent choosing it;
 * the page's own waits (Memory's resolve, Simon's pattern) and the moves' round trips come first.
 */
export function playTurns<G extends TurnChallengeGame, V>(
  game: G,
  deal: DealArg,
  choose: (view: V, random: Random) => { move: ChallengeMove<G>; think: number } | null,
): PlayedRun<G> {
  const wait = TURN_ADAPTERS[game].pacing.waitAfter as (view: V) => number;
  const random = seededRandom(dealSalt(deal) ^ 0x5eed);
  const moves: ChallengeMove<G>[] = [];
  const at: number[] = [];
  const arrivals: number[] = [];
  const hidden = game !== "sliding";
  const adapter = turnAdapter(game);
  const dealt = dealtTurns(game, deal);
  let secret = dealt.start;
  let view = (hidden ? hiddenView(game as HiddenGame, secret) : secret) as V;
  let now = 0;
  let over = false;
  // The page shows the next view a round trip after the move (hidden games), then its own timers run.
  let shownAt = 0;
  for (let i = 0; !over && i < 20_000; i++) {
    const choice = choose(view, random);
    if (!choice) break;
    now = Math.max(now, shownAt + wait(view)) + choice.think;
    moves.push(choice.move);
    at.push(now);
    // The server's part for hidden-deal games, as hiddenStep does it, kept incremental so long runs stay quick.
    secret = dealt.play(secret, choice.move);
    over = adapter.isOver(adapter.settle(secret));
    if (hidden) {
      arrivals.push(now + UPLINK_MS + Math.round(random() * 30));
      view = hiddenView(game as HiddenGame, secret) as V;
      shownAt = now + ROUND_TRIP_MS + Math.round(random() * 60);
    } else {
      view = secret as V;
      shownAt = now;
    }
  }
  const score = adapter.score(adapter.settle(secret));
  return { game, log: { moves, at } as ChallengeLog<G>, score, ...(hidden ? { arrivals } : {}) };
}

/** Keeps to a fixed order of directions, as many people do: through the board it sees. */
export function play2048(deal: DealArg): PlayedRun<"2048"> {
  const order: g2048.Direction[] = ["left", "down", "right", "down", "up"];
  let turn = 0;
  return playTurns<"2048", g2048.GameState>("2048", deal, (view, random) => {
    turn++;
    const direction = [...order.slice(turn % 4), ...order].find((d) => g2048.moveBoard(view.board, d).changed);
    return direction ? { move: direction, think: humanDelay(random, 260, 110) } : null;
  });
}

/** Undoes the shuffle, one tile at a time, at a person's pace. */
export function playSliding(seed: number): PlayedRun<"sliding"> {
  const plan = [...sliding.createGame({}, seededRandom(seed)).shuffleMoves].reverse();
  let next = 0;
  return playTurns<"sliding", sliding.GameState>("sliding", seed, (view, random) =>
    next < plan.length ? { move: view.tiles.indexOf(plan[next++]!), think: humanDelay(random, 450, 150) } : null,
  );
}

/**
 * A person with a perfect memory: turns up an unseen card, then its pair if it was seen, else
 * another unseen card. Waits for the page's resolve delay before every flip after a pair.
 * `checks`: moves spent turning up two cards seen before that do not match, as a person checking
 * their memory does (perfect recall alone ends in fewer moves than the server ranks unseen once
 * in eleven deals: games/challenge/envelope.ts).
 */
export function playMemory(deal: DealArg, checks = 0): PlayedRun<"memory"> {
  const seen = new Map<number, string>();
  let checksLeft = checks;
  let checking: number | null = null;
  return playTurns<"memory", memory.GameState>("memory", deal, (view, random) => {
    view.cards.forEach((card, i) => card.symbol && !card.matched && seen.set(i, card.symbol));
    // Two open cards resolve before the next flip: a pair is matched, a miss turns back.
    const pair = view.open.length === 2 && view.cards[view.open[0]!]!.symbol === view.cards[view.open[1]!]!.symbol ? view.open : [];
    const open = view.open.length === 2 ? [] : view.open;
    const live = (i: number) => !view.cards[i]!.matched && !pair.includes(i) && !open.includes(i);
    if (checking !== null && open.length === 1) {
      const second = checking;
      checking = null;
      return { move: second, think: humanDelay(random, 650, 250) };
    }
    if (checksLeft > 0 && open.length === 0) {
      const known = [...seen].filter(([i]) => live(i));
      const differing = known.find(([, s]) => s !== known[0]?.[1]);
      if (differing) {
        checksLeft--;
        checking = differing[0];
        return { move: known[0]![0], think: humanDelay(random, 650, 250) };
      }
    }
    let move: number | undefined;
    if (open.length === 1) {
      const symbol = view.cards[open[0]!]!.symbol;
      move = [...seen].find(([i, s]) => s === symbol && i !== open[0] && live(i))?.[0];
    } else {
      const symbols = new Map<string, number>();
      for (const [i, s] of seen) {
        if (!live(i)) continue;
        if (symbols.has(s)) {
          move = symbols.get(s);
          break;
        }
        symbols.set(s, i);
      }
    }
    move ??= view.cards.findIndex((card, i) => live(i) && !seen.has(i));
    if (move === -1) move = view.cards.findIndex((_, i) => live(i));
    return { move, think: humanDelay(random, 650, 250) };
  });
}

/** Repeats each pattern it was shown for `rounds` rounds, then presses a wrong colour. */
export function playSimon(deal: DealArg, rounds: number): PlayedRun<"simon"> {
  return playTurns<"simon", simon.GameState>("simon", deal, (view, random) => {
    const index = view.phase === "showing" ? 0 : view.inputIndex;
    const first = index === 0;
    const color = view.score >= rounds && first ? simon.COLORS.find((c) => c !== view.pattern[0])! : view.pattern[index]!;
    return { move: color, think: first ? humanDelay(random, 550, 250) : humanDelay(random, 330, 170) };
  });
}

// ── Real-time games ────────────────────────────────────────────────────────────────────────────

/**
 * Plays a real-time game through the page's recorder one tick at a time: `act` sees the state
 * before each tick and returns the view's engine actions for it. Page times follow the ticks from
 * a start a moment after the page got its start answer, each input somewhere within its tick as a
 * press is; `onGrid` stamps them exactly on the tick instead, as a script computing them would.
 */
export function playRealTime<G extends RealTimeChallengeGame, S, A>(
  game: G,
  seed: number,
  act: (state: S, tick: number, random: Random) => A[],
  maxTicks: number,
  onGrid = false,
): PlayedRun<G> {
  const adapter = REAL_TIME_ADAPTERS[game] as unknown as { begin: (seed: number) => S; isOver: (s: S) => boolean; tickMs: number; score: (s: S) => number };
  const random = seededRandom(seed ^ 0xbadc0de);
  let state = adapter.begin(seed);
  let recording: RealTimeRecording = emptyRealTimeRecording();
  const begin = onGrid ? 0 : 300 + Math.round(random() * 200);
  const pageAt = (tick: number) => begin + Math.round((tick + (onGrid ? 0 : random())) * adapter.tickMs);
  for (let tick = 0; !adapter.isOver(state) && tick < maxTicks; tick++) {
    for (const action of act(state, tick, random)) ({ state, recording } = recordRealTime(game, state, recording, { action }, pageAt(tick)));
    ({ state, recording } = recordRealTime(game, state, recording, { ticks: 1 }, begin + Math.round((tick + 1) * adapter.tickMs)));
  }
  return { game, log: recording.log as ChallengeLog<G>, score: adapter.score(state) };
}

/** Heads for the food, turning a person's reaction after each new food shows, until `stopAt` points. */
export function playSnake(seed: number, stopAt: number): PlayedRun<"snake"> {
  const options: snake.Direction[] = ["up", "down", "left", "right"];
  const delta = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;
  let seesFoodAt = 2;
  return playRealTime<"snake", snake.SnakeState, snake.SnakeAction>(
    "snake",
    seed,
    (s, tick, random) => {
      if (s.events.some((e) => e.type === "ate")) seesFoodAt = tick + Math.ceil(humanDelay(random, 300, 200) / snake.SNAKE_TICK_MS);
      if (s.score >= stopAt || tick < seesFoodAt) return [];
      const head = s.snake[0]!;
      const safe = options.filter((d) => {
        const x = head.x + delta[d][0];
        const y = head.y + delta[d][1];
        return x >= 0 && y >= 0 && x < snake.SNAKE_GRID_SIZE && y < snake.SNAKE_GRID_SIZE && !s.snake.slice(0, -1).some((p) => p.x === x && p.y === y);
      });
      const dist = (d: snake.Direction) => Math.abs(head.x + delta[d][0] - s.food.x) + Math.abs(head.y + delta[d][1] - s.food.y);
      const best = safe.sort((a, b) => dist(a) - dist(b))[0];
      return best && best !== s.direction ? [{ type: "turn", direction: best }] : [];
    },
    20_000,
  );
}

/** Flaps when about to fall below the coming gap, until `stopAt` pipes. */
export function playFlappy(seed: number, stopAt: number): PlayedRun<"flappy"> {
  return playRealTime<"flappy", flappy.FlappyState, flappy.FlappyAction>(
    "flappy",
    seed,
    (s, tick) => {
      if (tick === 0) return [{ type: "flap" }];
      const pipe = s.pipes.find((p) => p.x + flappy.FLAPPY_PIPE_WIDTH > flappy.FLAPPY_BIRD_X);
      const floor = pipe ? pipe.gapTop + flappy.FLAPPY_GAP - 3 : flappy.FLAPPY_HEIGHT / 2 + 40;
      const nextBottom = s.birdY + flappy.FLAPPY_BIRD_SIZE + s.velocity + flappy.FLAPPY_GRAVITY;
      return s.score < stopAt && nextBottom > floor ? [{ type: "flap" }] : [];
    },
    100_000,
  );
}

/** Follows the ball with the pointer (and a key step now and then) until `stopAt`, then moves away. */
export function playBreakout(seed: number, stopAt: number): PlayedRun<"breakout"> {
  let nextKey = 7;
  return playRealTime<"breakout", breakout.BreakoutState, breakout.BreakoutAction>(
    "breakout",
    seed,
    (s, tick, random) => {
      const actions: breakout.BreakoutAction[] = [];
      if (tick === nextKey) {
        actions.push({ type: "move", dx: breakout.BREAKOUT_KEY_STEP });
        nextKey += 30 + Math.floor(random() * 60);
      }
      // Aims a little off centre, sweeping from side to side, to spread the bounces.
      const target = s.score < stopAt ? s.ball.x + Math.abs((tick % 80) - 40) / 2 - 10 : s.ball.x > 200 ? 0 : 400;
      const x = s.paddleX + breakout.BREAKOUT_PADDLE_WIDTH / 2;
      // A hand follows at a finite speed: at most 12 px a frame.
      actions.push({ type: "setPaddle", x: x + Math.max(-12, Math.min(12, target - x)) });
      return actions;
    },
    200_000,
  );
}

/** Hits every `every`-th mole a person's reaction after it shows, and taps an empty hole now and then. */
export function playWhack(seed: number, every: number): PlayedRun<"whack"> {
  let seen = 0;
  let hitAt: { tick: number; hole: number } | null = null;
  return playRealTime<"whack", whack.WhackState, whack.WhackAction>(
    "whack",
    seed,
    (s, tick, random) => {
      const actions: whack.WhackAction[] = [];
      if (s.mole && s.events.some((e) => e.type === "appeared") && seen++ % every === 0) {
        hitAt = { tick: tick + Math.round(humanDelay(random, 420, 250) / whack.WHACK_TICK_MS), hole: s.mole.hole };
      }
      if (hitAt && tick >= hitAt.tick) {
        actions.push({ type: "whack", hole: hitAt.hole });
        hitAt = null;
      } else if (tick % 37 === 20) actions.push({ type: "whack", hole: 4 });
      return actions;
    },
    1_000,
  );
}

/** Answers each prompt a person's reading time after it shows, wrongly once in five answers. */
export function playColorMatch(seed: number): PlayedRun<"colormatch"> {
  let answers = 0;
  let answerAt = 0;
  return playRealTime<"colormatch", colormatch.ColorMatchState, colormatch.ColorMatchAction>(
    "colormatch",
    seed,
    (s, tick, random) => {
      if (tick === 0) answerAt = Math.round(humanDelay(random, 700, 350) / colormatch.COLORMATCH_TICK_MS);
      if (tick < answerAt) return [];
      const right = colormatch.isMatch(s.prompt);
      const match = answers++ % 5 === 4 ? !right : right;
      answerAt = tick + Math.round(humanDelay(random, 700, 350) / colormatch.COLORMATCH_TICK_MS);
      return [{ type: "answer", match }];
    },
    1_000,
  );
}
