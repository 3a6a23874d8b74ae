/**
 * Cheating test players: for every challenge game, a script that uses everything the API hands
 * the browser (the run's seed for Sliding and the real-time games; only the server's views for
 * the hidden-deal games) to make its best run, written straight into a log as a script would, not
 * through the page's recorder. `best` is that run submitted at once (the timeline as short as the
 * log allows); `slowed` is the same bot paced like a person, with its page times measured, not
 * computed. `KNOWING_BOTS` are the red team's patient cheats (issue 40): everything known (the
 * seed, the deal, the best line a search finds), played at a person's pace with human-looking
 * page times; `slowMotion` plays a run with the page's or the game's clock slowed down.
 * cheat-bots.test.ts shows what the server makes of each; never used by the site.
 */
import type { ChallengeGame, ChallengeLog, TurnChallengeGame } from "../../contracts/challenge";
import * as breakout from "../breakout/engine";
import * as colormatch from "../colormatch/engine";
import * as flappy from "../flappy/engine";
import * as g2048 from "../game-2048/engine";
import { seededRandom, type Random } from "../shared/random";
import * as sliding from "../sliding/engine";
import * as snake from "../snake/engine";
import type * as whack from "../whack/engine";
import { REAL_TIME_ADAPTERS, turnAdapter, type RealTimeChallengeGame } from "./adapters";
import type { RunTimeline } from "./human-time";
import { fewestSlidingMoves } from "./sliding-distance";
import { humanDelay, playMemory, playRealTime, playSimon, playTurns, START_TRIP_MS, timelineFor, UPLINK_MS, type PlayedRun } from "./play-bots";

/** `seed`: the deal the run was played on, when a bot picked it among several it started (deal farming). */
export type CheatRun = { run: PlayedRun; timeline: RunTimeline; seed?: number };
export type CheatBot = { best: (seed: number) => CheatRun; slowed: (seed: number) => CheatRun };

const STARTED_AT = 1_800_000_000_000;

/** A turn run's moves re-stamped at machine speed: 1 ms apart, each reaching the server at once. */
function atOnceTurns(run: PlayedRun): CheatRun {
  const log = run.log as ChallengeLog<TurnChallengeGame>;
  const at = log.moves.map((_, i) => i + 1);
  const timed: PlayedRun = { ...run, log: { moves: log.moves, at } as never, ...(run.arrivals ? { arrivals: at } : {}) };
  const timeline: RunTimeline = { startedAt: STARTED_AT, endedAt: STARTED_AT + at.length + 1, sealed: true };
  if (run.arrivals) timeline.moveArrivals = at.map((a) => STARTED_AT + a);
  return { run: timed, timeline };
}

/** A real-time run submitted the moment its ticks have passed. */
function atOnceRealTime(run: PlayedRun): CheatRun {
  const log = run.log as ChallengeLog<RealTimeChallengeGame>;
  const tickMs = REAL_TIME_ADAPTERS[run.game as RealTimeChallengeGame].tickMs;
  return { run, timeline: { startedAt: STARTED_AT, endedAt: STARTED_AT + Math.ceil(Math.max(log.endAt, log.endTick * tickMs)), sealed: true } };
}

const paced = (run: PlayedRun): CheatRun => ({ run, timeline: timelineFor(run, STARTED_AT) });

/**
 * A real-time log written by a script with the engine itself: every input the engine takes is
 * logged, page times exactly on the ticks, nothing dropped as the page's recorder would.
 */
function scriptRealTime<G extends RealTimeChallengeGame, S>(game: G, seed: number, act: (state: S, tick: number) => unknown[], maxTicks: number): PlayedRun<G> {
  const adapter = REAL_TIME_ADAPTERS[game] as unknown as {
    begin: (seed: number) => S;
    apply: (s: S, input: unknown) => S;
    tick: (s: S) => S;
    isOver: (s: S) => boolean;
    tickMs: number;
    score: (s: S) => number;
  };
  let state = adapter.begin(seed);
  const inputs: [number, unknown, number][] = [];
  let tick = 0;
  for (; !adapter.isOver(state) && tick < maxTicks; tick++) {
    for (const input of act(state, tick)) {
      const next = adapter.apply(state, input);
      if (next !== state) inputs.push([tick, input, Math.round(tick * adapter.tickMs)]);
      state = next;
    }
    state = adapter.tick(state);
  }
  const log = { inputs, endTick: tick, endAt: Math.round(tick * adapter.tickMs), pauses: [] };
  return { game, log: log as unknown as ChallengeLog<G>, score: adapter.score(state) };
}

// ── Sliding: the seed gives the layout, a breadth-first search the fewest moves ───────────────

/** The fewest moves (as tile indices to press) that solve the run's puzzle. */
export function optimalSliding(seed: number): number[] {
  const start = sliding.createGame({}, seededRandom(seed)).tiles;
  // Each layout as a base-9 number, so the search keeps numbers, not strings.
  const key = (tiles: readonly number[]) => tiles.reduce((k, t) => k * 9 + t, 0);
  const goal = key(sliding.SOLVED);
  const from = new Map<number, [number, number] | null>([[key(start), null]]);
  let frontier = [start];
  while (frontier.length > 0 && !from.has(goal)) {
    const next: number[][] = [];
    for (const tiles of frontier) {
      const blank = tiles.indexOf(0);
      for (const index of sliding.neighbours(blank)) {
        const moved = [...tiles];
        [moved[blank], moved[index]] = [moved[index]!, 0];
        const k = key(moved);
        if (from.has(k)) continue;
        from.set(k, [key(tiles), index]);
        next.push(moved);
      }
    }
    frontier = next;
  }
  const moves: number[] = [];
  for (let step = from.get(goal); step; step = from.get(step[0])) moves.unshift(step[1]);
  return moves;
}

function slidingRun(seed: number, think: (random: Random) => number): PlayedRun {
  const plan = optimalSliding(seed);
  let i = 0;
  return playTurns<"sliding", sliding.GameState>("sliding", seed, (_view, random) => (i < plan.length ? { move: plan[i++]!, think: think(random) } : null));
}

// ── 2048: only the board is seen; a one-move lookahead on it ──────────────────────────────────

function boardValue(board: readonly number[]): number {
  const empty = board.filter((v) => v === 0).length;
  // Big tiles kept in the top-left corner, then along the top row: the usual human strategy too.
  const corner = board[0]! * 4 + board[1]! * 2 + board[2]! + board[4]!;
  return empty * 64 + corner;
}

function run2048(seed: number, think: (random: Random) => number): PlayedRun {
  const directions: g2048.Direction[] = ["up", "left", "right", "down"];
  return playTurns<"2048", g2048.GameState>("2048", seed, (view, random) => {
    let best: { direction: g2048.Direction; value: number } | null = null;
    for (const direction of directions) {
      const moved = g2048.moveBoard(view.board, direction);
      if (!moved.changed) continue;
      const value = boardValue(moved.board) + moved.gained;
      if (!best || value > best.value) best = { direction, value };
    }
    return best ? { move: best.direction, think: think(random) } : null;
  });
}

// ── Snake: knows where each food will be before it shows ──────────────────────────────────────

const DELTA = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

function snakeMove(s: snake.SnakeState): snake.Direction | null {
  const head = s.snake[0]!;
  const safe = (["up", "down", "left", "right"] as const).filter((d) => {
    const x = head.x + DELTA[d][0];
    const y = head.y + DELTA[d][1];
    return x >= 0 && y >= 0 && x < snake.SNAKE_GRID_SIZE && y < snake.SNAKE_GRID_SIZE && !s.snake.slice(0, -1).some((p) => p.x === x && p.y === y);
  });
  const dist = (d: snake.Direction) => Math.abs(head.x + DELTA[d][0] - s.food.x) + Math.abs(head.y + DELTA[d][1] - s.food.y);
  const best = safe.sort((a, b) => dist(a) - dist(b))[0];
  return best && best !== s.direction ? best : null;
}

// ── Flappy: knows every pipe ─────────────────────────────────────────────────────────────────────

/** Where the bot lets the bird fall: any run must end, and 40 pipes already beat most people. */
const FLAPPY_PIPES = 40;
const FLAPPY_HORIZON = 50;

/** The simple rule: flap when the bird would sink below the coming gap. */
function flappyRule(s: flappy.FlappyState): boolean {
  const pipe = s.pipes.find((p) => p.x + flappy.FLAPPY_PIPE_WIDTH > flappy.FLAPPY_BIRD_X);
  const floor = pipe ? pipe.gapTop + flappy.FLAPPY_GAP - 6 : flappy.FLAPPY_HEIGHT / 2 + 40;
  return s.birdY + flappy.FLAPPY_BIRD_SIZE + s.velocity + flappy.FLAPPY_GRAVITY > floor;
}

/** Whether the bird lives through the horizon when it follows the rule from `s` on. */
function survives(s: flappy.FlappyState): boolean {
  let state = s;
  for (let i = 0; i < FLAPPY_HORIZON && !flappy.isOver(state); i++) {
    if (flappyRule(state)) state = flappy.step(state, { type: "flap" });
    state = flappy.step(state, { type: "tick" });
  }
  return !flappy.isOver(state);
}

/** Knowing the pipes to come (the seed deals them), looks ahead: flaps only when not flapping dies, until `pipes`. */
function flappyFlaps(s: flappy.FlappyState, tick: number, pipes = FLAPPY_PIPES): boolean {
  if (tick === 0) return true;
  if (s.score >= pipes) return false;
  if (survives(flappy.step(s, { type: "tick" }))) return false;
  return survives(flappy.step(flappy.step(s, { type: "flap" }), { type: "tick" })) || flappyRule(s);
}

// ── Breakout: the paddle put wherever the ball comes down ─────────────────────────────────────

const BREAKOUT_TICKS = 20_000;

/** Teleports: waits at the left wall and jumps under the ball as it reaches the paddle, aiming by where it lands. */
function breakoutTeleport(s: breakout.BreakoutState, tick: number): unknown[] {
  if (tick > BREAKOUT_TICKS - 2_000) return [0];
  const reaching = s.ball.vy > 0 && s.ball.y + s.ball.vy * 2 >= breakout.BREAKOUT_PADDLE_Y - breakout.BREAKOUT_BALL_RADIUS;
  return [reaching ? s.ball.x + ((tick % 7) - 3) * 8 : 0];
}

/** Follows the ball at a hand's speed, aiming a little off centre to spread the bounces. */
function breakoutFollow(s: breakout.BreakoutState, tick: number): breakout.BreakoutAction[] {
  if (tick > BREAKOUT_TICKS - 2_000) return [{ type: "setPaddle", x: s.ball.x > 200 ? 0 : 400 }];
  const x = s.paddleX + breakout.BREAKOUT_PADDLE_WIDTH / 2;
  const target = s.ball.x + ((Math.floor(tick / 90) % 5) - 2) * 6;
  return [{ type: "setPaddle", x: x + Math.max(-12, Math.min(12, target - x)) }];
}

// ── Whack and Color Match ────────────────────────────────────────────────────────────────────

/** Hits each mole the tick it shows (at once) or a person's reaction later (slowed). */
function whackBot(react: (random: Random) => number) {
  let due: { tick: number; hole: number } | null = null;
  return (s: whack.WhackState, tick: number, random: Random): whack.WhackAction[] => {
    if (s.mole && s.events.some((e) => e.type === "appeared")) due = { tick: tick + react(random), hole: s.mole.hole };
    if (due && tick >= due.tick) {
      const hole = due.hole;
      due = null;
      return [{ type: "whack", hole }];
    }
    return [];
  };
}

function colorMatchBot(react: (random: Random) => number) {
  let due = 0;
  return (s: colormatch.ColorMatchState, tick: number, random: Random): colormatch.ColorMatchAction[] => {
    if (tick < due) return [];
    due = tick + react(random);
    return [{ type: "answer", match: colormatch.isMatch(s.prompt) }];
  };
}

const SIMON_ROUNDS = 30;
const ticksOf = (ms: number, tickMs: number) => Math.max(1, Math.round(ms / tickMs));

export const CHEAT_BOTS: Record<ChallengeGame, CheatBot> = {
  "2048": {
    best: (seed) => atOnceTurns(run2048(seed, () => 1)),
    slowed: (seed) => paced(run2048(seed, (random) => humanDelay(random, 300, 120))),
  },
  sliding: {
    best: (seed) => atOnceTurns(slidingRun(seed, () => 1)),
    slowed: (seed) => paced(slidingRun(seed, (random) => humanDelay(random, 600, 250))),
  },
  // Memory's and Simon's best play through views is what a person with a perfect memory does:
  // the honest players already play it; the cheat is the speed.
  memory: {
    best: (seed) => atOnceTurns(playMemory(seed)),
    slowed: (seed) => paced(playMemory(seed)),
  },
  simon: {
    best: (seed) => atOnceTurns(playSimon(seed, SIMON_ROUNDS)),
    slowed: (seed) => paced(playSimon(seed, SIMON_ROUNDS)),
  },
  snake: {
    best: (seed) => atOnceRealTime(scriptRealTime<"snake", snake.SnakeState>("snake", seed, (s) => [snakeMove(s)].filter((d) => d !== null), 20_000)),
    slowed: (seed) => {
      let seesFoodAt = 0;
      return paced(
        playRealTime<"snake", snake.SnakeState, snake.SnakeAction>(
          "snake",
          seed,
          (s, tick, random) => {
            if (s.events.some((e) => e.type === "ate")) seesFoodAt = tick + ticksOf(humanDelay(random, 280, 180), snake.SNAKE_TICK_MS);
            const direction = tick >= seesFoodAt ? snakeMove(s) : null;
            return direction ? [{ type: "turn", direction }] : [];
          },
          20_000,
        ),
      );
    },
  },
  flappy: {
    best: (seed) => atOnceRealTime(scriptRealTime<"flappy", flappy.FlappyState>("flappy", seed, (s, tick) => (flappyFlaps(s, tick) ? ["flap"] : []), 100_000)),
    slowed: (seed) =>
      paced(playRealTime<"flappy", flappy.FlappyState, flappy.FlappyAction>("flappy", seed, (s, tick) => (flappyFlaps(s, tick) ? [{ type: "flap" }] : []), 100_000)),
  },
  breakout: {
    best: (seed) => atOnceRealTime(scriptRealTime<"breakout", breakout.BreakoutState>("breakout", seed, breakoutTeleport, BREAKOUT_TICKS)),
    slowed: (seed) => paced(playRealTime<"breakout", breakout.BreakoutState, breakout.BreakoutAction>("breakout", seed, breakoutFollow, BREAKOUT_TICKS)),
  },
  whack: {
    best: (seed) =>
      atOnceRealTime(
        playRealTime(
          "whack",
          seed,
          whackBot(() => 0),
          1_000,
          true,
        ),
      ),
    slowed: (seed) =>
      paced(
        playRealTime(
          "whack",
          seed,
          whackBot((random) => ticksOf(humanDelay(random, 320, 200), 100)),
          1_000,
        ),
      ),
  },
  colormatch: {
    best: (seed) =>
      atOnceRealTime(
        playRealTime(
          "colormatch",
          seed,
          colorMatchBot(() => 1),
          1_000,
          true,
        ),
      ),
    slowed: (seed) =>
      paced(
        playRealTime(
          "colormatch",
          seed,
          colorMatchBot((random) => ticksOf(humanDelay(random, 650, 350), 100)),
          1_000,
        ),
      ),
  },
};

// ── The red team's strategies on names and attempts (decisions 060 and 061) ───────────────────
// Not logs but requests: scripts/prove/challenge.ts sends them to real servers and counts what
// each gets. They stand beside the per-game bots above, which another strategy set extends.

/**
 * Copies of a name a reader takes for it, made with combining marks: the red team's underline
 * (U+0332), dot below (U+0323, and its precomposed ṣ) and enclosing circle (U+20DD), plus an
 * acute over the first letter and a stack of marks.
 */
export function combiningMarkNames(name: string): string[] {
  const chars = [...name];
  const at = (i: number, mark: string) => chars.map((c, j) => (j === i ? c + mark : c)).join("");
  const middle = Math.min(1, chars.length - 1);
  return [name + "\u0332", at(middle, "\u0323"), at(middle, "\u0323").normalize("NFC"), name + "\u20DD", at(0, "\u0301"), at(middle, "\u0301\u0300\u0302")];
}

/**
 * The no-key takeover, as the red team tried it against a name's owner: a run started without a
 * device key, the owner's own token sent without one and with the thief's, and the name in capitals
 * from the thief's own key, each from the owner's address. Each is one request body.
 */
export function noKeyTakeover(owner: { name: string; token: string; game: ChallengeGame }, thiefKey: string) {
  const emptyLog = { inputs: [], endTick: 0, endAt: 0, pauses: [] };
  return [
    { label: "start without a key", path: "/api/challenge/runs/start", body: { game: owner.game } },
    {
      label: "owner's token, no key",
      path: "/api/challenge/runs",
      body: { token: owner.token, game: owner.game, nickname: owner.name.toUpperCase(), log: emptyLog, claimedScore: 0 },
    },
    {
      label: "owner's token, thief's key",
      path: "/api/challenge/runs",
      body: { token: owner.token, game: owner.game, nickname: owner.name.toUpperCase(), log: emptyLog, claimedScore: 0, deviceKey: thiefKey },
    },
  ] as const;
}

/** Deal farming on Sliding: of the deals started, the index of the one with the shortest solution. */
export function easiestSlidingDeal(seeds: readonly number[]): number {
  const lengths = seeds.map((seed) => optimalSliding(seed).length);
  return lengths.indexOf(Math.min(...lengths));
}

// ── The red team's patient cheats: full knowledge at a person's pace ───────────────────────────

/** 2048 with the deal known (the seed, as if recovered): a search two moves past each move, over the very tiles to come. */
function run2048Knowing(seed: number): PlayedRun {
  const rules = turnAdapter("2048");
  const directions: g2048.Direction[] = ["up", "left", "right", "down"];
  // Big tiles snaking from the top-left corner (each cell worth twice the next), worth more with free cells.
  const weights = [32768, 16384, 8192, 4096, 256, 512, 1024, 2048, 128, 64, 32, 16, 1, 2, 4, 8];
  const value = (board: readonly number[]) => board.reduce((v, tile, i) => v + tile * weights[i]!, 0) * (1 + board.filter((t) => t === 0).length * 0.1);
  const search = (state: g2048.GameState, depth: number): number => {
    if (depth === 0 || g2048.isOver(state)) return value(state.board);
    let best = -1;
    for (const d of directions) {
      const next = rules.play(state, d) as g2048.GameState;
      if (next !== state) best = Math.max(best, search(next, depth - 1));
    }
    return best < 0 ? value(state.board) / 100 : best;
  };
  let secret = rules.deal(seed) as g2048.GameState;
  return playTurns<"2048", g2048.GameState>("2048", seed, (_view, random) => {
    let choice: { direction: g2048.Direction; value: number; next: g2048.GameState } | null = null;
    for (const direction of directions) {
      const next = rules.play(secret, direction) as g2048.GameState;
      if (next === secret) continue;
      const v = search(next, 2);
      if (!choice || v > choice.value) choice = { direction, value: v, next };
    }
    if (!choice) return null;
    secret = choice.next;
    return { move: choice.direction, think: humanDelay(random, 300, 120) };
  });
}

/**
 * Memory's deal farming: as many runs started at once as an address may start in a day (60), the
 * best kept (the others abandoned), each played with perfect recall. The red team kept the best of 20.
 */
function memoryFarmed(seed: number): CheatRun {
  let best: { run: PlayedRun; seed: number } | null = null;
  for (let i = 0; i < 60; i++) {
    const run = playMemory(seed + i);
    if (!best || run.score < best.run.score) best = { run, seed: seed + i };
  }
  return { ...paced(best!.run), seed: best!.seed };
}

/** Sliding's deal farming: of 60 deals started, the one with the shortest solve, solved by search at a person's pace. */
function slidingFarmed(seed: number): CheatRun {
  let easiest = seed;
  let fewest = Infinity;
  for (let i = 0; i < 60; i++) {
    const moves = fewestSlidingMoves(sliding.createGame({}, seededRandom(seed + i)).tiles) ?? Infinity;
    if (moves < fewest) [easiest, fewest] = [seed + i, moves];
  }
  return { ...paced(slidingRun(easiest, (random) => humanDelay(random, 600, 250))), seed: easiest };
}

/** Ticks the cycling snake plays before it lets itself run into a wall (a run must end). */
const SNAKE_CYCLE_TICKS = 18_000;

/** Snake along a cycle through every cell (rows back and forth, up the left column): it never dies and eats on and on. */
function snakeCycle(s: snake.SnakeState, tick: number): snake.Direction | null {
  if (tick >= SNAKE_CYCLE_TICKS) return null;
  const { x, y } = s.snake[0]!;
  const last = snake.SNAKE_GRID_SIZE - 1;
  let next: snake.Direction;
  if (x === 0) next = y === 0 ? "right" : "up";
  else if (y % 2 === 0) next = x < last ? "right" : "down";
  else if (x > 1) next = "left";
  else next = y === last ? "left" : "down";
  return next === s.direction || s.turns.length > 0 ? null : next;
}

const SIMON_KNOWING_ROUNDS = 40;
const FLAPPY_KNOWING_PIPES = 167;

/** Hits each mole it knows is coming a quick person's reaction after it shows. */
const whackKnowing = () => whackBot((random) => ticksOf(humanDelay(random, 220, 150), 100));

export type KnowingBot = { what: string; play: (seed: number) => CheatRun };

export const KNOWING_BOTS: Record<ChallengeGame, KnowingBot> = {
  "2048": { what: "the deal known, a search two moves past each move, 300 ms a move", play: (seed) => paced(run2048Knowing(seed)) },
  sliding: { what: "the easiest of 60 deals, solved in the fewest moves by search, at a person's pace", play: slidingFarmed },
  memory: { what: "the best of 60 runs started at once, each with perfect recall", play: memoryFarmed },
  simon: { what: `${SIMON_KNOWING_ROUNDS} rounds, each pattern repeated at a person's pace`, play: (seed) => paced(playSimon(seed, SIMON_KNOWING_ROUNDS)) },
  snake: {
    what: "a path through every cell, never dying, turns stamped within their ticks",
    play: (seed) =>
      paced(
        playRealTime<"snake", snake.SnakeState, snake.SnakeAction>(
          "snake",
          seed,
          (s, tick) => {
            const direction = snakeCycle(s, tick);
            return direction ? [{ type: "turn", direction }] : [];
          },
          20_000,
        ),
      ),
  },
  flappy: {
    what: `every pipe known, flapping at the best moment until ${FLAPPY_KNOWING_PIPES} pipes`,
    play: (seed) =>
      paced(
        playRealTime<"flappy", flappy.FlappyState, flappy.FlappyAction>(
          "flappy",
          seed,
          (s, tick) => (flappyFlaps(s, tick, FLAPPY_KNOWING_PIPES) ? [{ type: "flap" }] : []),
          100_000,
        ),
      ),
  },
  breakout: {
    what: "the paddle following the ball at a hand's speed, page times computed from the ticks (machine timing)",
    play: (seed) => paced(playRealTime<"breakout", breakout.BreakoutState, breakout.BreakoutAction>("breakout", seed, breakoutFollow, BREAKOUT_TICKS, true)),
  },
  whack: { what: "every mole known, hit 220 ms after it shows (a person's spread)", play: (seed) => paced(playRealTime("whack", seed, whackKnowing(), 1_000)) },
  colormatch: {
    what: "every prompt answered right 1-2 ticks after it shows, a person's spread",
    play: (seed) =>
      paced(
        playRealTime(
          "colormatch",
          seed,
          colorMatchBot((random) => ticksOf(humanDelay(random, 170, 100), 100)),
          1_000,
        ),
      ),
  },
};

// ── Slow motion ─────────────────────────────────────────────────────────────────────────────────

export type SlowMotion = "page clock at a quarter speed" | "game clock at 41% of the page's" | "no seal, 203 s of real time" | "page and game clock at half speed for a stretch";

/**
 * The stretch the page and game clocks run at half speed, from a third of the run: as long as the
 * whole run's page-clock check lets through (20% of the run, less the start and seal trips and a
 * margin), and at least 5.6 s, past the live checkpoints' 5 s allowance.
 */
const halfSpeedStretch = (endAt: number) => ({ from: Math.round(endAt / 3), length: Math.max(5_600, Math.round(0.2 * endAt) - 500) });

/**
 * A real-time run played in slow motion, as a page whose clock was slowed (real time passes four
 * times as fast as the page counts), whose game was slowed (ticks at 41% of the page's time, a
 * script sleeping between frames), or whose seal was blocked and submitted 203 s after the start.
 */
export function slowMotion(run: PlayedRun, how: SlowMotion): CheatRun {
  const log = run.log as ChallengeLog<RealTimeChallengeGame>;
  const timeline = timelineFor(run, STARTED_AT);
  if (how === "page clock at a quarter speed") return { run, timeline: { ...timeline, endedAt: STARTED_AT + START_TRIP_MS + log.endAt * 4 + UPLINK_MS } };
  if (how === "no seal, 203 s of real time") return { run, timeline: { startedAt: STARTED_AT, endedAt: STARTED_AT + 203_000, sealed: false } };
  if (how === "page and game clock at half speed for a stretch") {
    // The page's own clock (and the game it drives) slowed for a stretch: the log looks like any
    // run; only the server's clock, at the seal and at each live checkpoint, sees the stretch.
    const { from, length } = halfSpeedStretch(log.endAt);
    const real = (at: number) => STARTED_AT + START_TRIP_MS + (at < from ? at : Math.min(at, from + length) * 2 - from + Math.max(0, at - from - length)) + UPLINK_MS;
    const checkpoints = (timeline.checkpoints ?? []).map((point) => ({ ...point, receivedAt: real(point.at) }));
    return { run, timeline: { ...timeline, endedAt: real(log.endAt), checkpoints } };
  }
  const stretch = (at: number) => Math.round(at / 0.41);
  const slowed = {
    ...log,
    inputs: log.inputs.map(([tick, input, at]) => [tick, input, stretch(at)]),
    endAt: stretch(log.endAt),
    pauses: log.pauses.map(([from, to]) => [stretch(from), stretch(to)]),
  };
  const played = { ...run, log: slowed as never };
  return { run: played, timeline: timelineFor(played, STARTED_AT) };
}
