import { describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import type { ChallengeCheckpointRequest, ChallengeGame, ChallengeMovesRequest, ChallengeRunStart, Checkpoint } from "../../../../contracts/challenge";
import { chainProblem } from "../../../../games/challenge/checkpoints";
import { REAL_TIME_ADAPTERS } from "../../../../games/challenge/adapters";
import { hiddenPlay, hiddenStep, startView, type HiddenGame } from "../../../../games/challenge/hidden";
import { replayRun } from "../../../../games/challenge/replay";
import * as g2048 from "../../../../games/game-2048/engine";
import * as memory from "../../../../games/memory/engine";
import { seededRandom } from "../../../../games/shared/random";
import * as simon from "../../../../games/simon/engine";
import * as sliding from "../../../../games/sliding/engine";
import * as whack from "../../../../games/whack/engine";
import { ChallengeHttpError } from "./api";
import type { RunView } from "./run-view";
import { createSession, type Session } from "./session";

const SEED = 424242;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const TOKEN = "t".repeat(43);

/**
 * A stand-in for the server: starts runs with SEED, keeps a hidden-deal run's moves and answers
 * their views with the games layer's own hiddenStep, and holds every answer until the test lets
 * it go, so requests in flight can be looked at.
 */
class FakeServer {
  starts = 0;
  moves: unknown[] = [];
  requests: ChallengeMovesRequest[] = [];
  finished: unknown[] = [];
  private held: (() => void)[] = [];
  expiresInMs = 60_000;
  failFinish = 0;
  /** Live checkpoints the server took, and each request that brought some; `offline`: none reach it. */
  checkpoints: Checkpoint[] = [];
  checkpointRequests: ChallengeCheckpointRequest[] = [];
  offline = false;

  constructor(
    private game: ChallengeGame,
    private clock: { now: number },
  ) {}

  private hold<T>(answer: () => T): Promise<T> {
    return new Promise((resolve, reject) =>
      this.held.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      }),
    );
  }

  /** Lets every held answer go, in order, and waits for the session to take them. */
  async answer(): Promise<void> {
    while (this.held.length > 0) {
      this.held.shift()!();
      await flush();
    }
  }

  /** Lets the oldest held answer go (one round trip), and waits for the session to take it. */
  async answerOne(): Promise<void> {
    this.held.shift()?.();
    await flush();
  }

  get inFlight(): number {
    return this.held.length;
  }

  deps() {
    return {
      startRun: (game: ChallengeGame) =>
        this.hold((): ChallengeRunStart => {
          this.starts++;
          this.moves = [];
          const hidden = game === "2048" || game === "memory" || game === "simon";
          return {
            runId: `run-${this.starts}`,
            token: TOKEN,
            game,
            day: "2026-11-25",
            startedAt: 1_000_000,
            expiresAt: 1_000_000 + this.expiresInMs,
            attemptsLeft: Math.max(0, 5 - this.starts),
            seed: hidden ? null : SEED + this.starts - 1,
            view: hidden ? startView(game as HiddenGame, SEED) : null,
          };
        }),
      sendMoves: (request: ChallengeMovesRequest) =>
        this.hold(() => {
          this.requests.push(request);
          expect(request.from).toBe(this.moves.length);
          this.moves.push(...request.moves);
          const step = hiddenStep(this.game as HiddenGame, SEED, this.moves);
          if (!step.ok) throw new ChallengeHttpError(400, step.message);
          return { view: step.view, count: step.count };
        }),
      sendCheckpoints: (request: ChallengeCheckpointRequest) => {
        if (this.offline) return Promise.reject(new TypeError("Failed to fetch"));
        this.checkpointRequests.push(request);
        this.checkpoints.push(...request.checkpoints.slice(this.checkpoints.length - request.from));
        return Promise.resolve({ count: this.checkpoints.length });
      },
      finishRun: (_token: string, _game: ChallengeGame, log: unknown) => {
        if (this.failFinish > 0) {
          this.failFinish--;
          return Promise.reject(new TypeError("Failed to fetch"));
        }
        this.finished.push(structuredClone(log));
        return Promise.resolve({ finishedAt: 2_000_000 });
      },
      deviceKey: () => "d".repeat(43),
      now: () => this.clock.now,
      retryWaitMs: 0,
    };
  }
}

/** Lets the session's pending promises and zero-wait retries run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function open<S, A>(game: ChallengeGame, create: (random: () => number) => S, step: (state: S, action: A) => S) {
  const clock = { now: 5_000 };
  const server = new FakeServer(game, clock);
  const views: RunView[] = [];
  const session = createSession(game, server.deps(), (v) => views.push(v));
  session.connect({ create, step } as never, create(seededRandom(0)));
  return {
    clock,
    server,
    session,
    views,
    state: () => session.snapshot()!.state as S,
    dispatch: (action: A) => session.dispatch(action),
    last: () => views[views.length - 1]!,
  };
}

const createMemory = (random: () => number) => memory.createGame({}, random);
const create2048 = (random: () => number) => g2048.createGame({}, random);
const createSimon = (random: () => number) => simon.createGame({}, random);
const createSliding = (random: () => number) => sliding.createGame({}, random);
const createWhack = (random: () => number) => whack.createGame({}, random);

describe("challenge session: hidden-deal games", () => {
  it("Memory: starts at the deal, sends each flip alone, shows the face the server answers, ignores flips meanwhile, and seals a log the replay ranks", async () => {
    const game = open("memory", createMemory, memory.step);
    expect(game.session.snapshot()).toMatchObject({ ready: false });
    await game.server.answer();
    expect(game.session.snapshot()).toMatchObject({ ready: true, starting: false });
    // The page never sees an unturned card's face.
    expect(game.state().cards.every((c) => c.symbol === "")).toBe(true);

    const layout = memory.createGame({}, seededRandom(0)); // only its size is used
    const faces = new Map<number, string>();
    let flips = 0;
    while (!memory.isOver(game.state()) && flips < 200) {
      const shown = game.state();
      const known = [...faces].filter(([i]) => !shown.cards[i]!.matched);
      const firstOpen = shown.open[0];
      let index: number | undefined;
      if (firstOpen !== undefined) index = known.find(([i, s]) => i !== firstOpen && s === shown.cards[firstOpen]!.symbol)?.[0];
      else index = known.find(([i, s]) => known.some(([j, t]) => j !== i && t === s))?.[0];
      index ??= layout.cards.findIndex((_, i) => !faces.has(i) && !shown.cards[i]!.matched && !shown.open.includes(i));
      game.clock.now += 700;
      game.dispatch({ type: "flip", index });
      // A second tap while the card is on its way is ignored, not queued.
      game.dispatch({ type: "flip", index: (index + 1) % 16 });
      expect(game.server.inFlight, `flip ${flips} of card ${index}, open ${JSON.stringify(shown.open)}`).toBe(1);
      await game.server.answer();
      flips++;
      const face = game.state().cards[index]!.symbol;
      expect(face).not.toBe("");
      faces.set(index, face);
      // The page resolves a pair on its own timer, as it always has.
      if (game.state().open.length === 2) {
        game.clock.now += memory.MISMATCH_DELAY_MS;
        game.dispatch({ type: "resolve" });
      }
    }
    expect(game.server.requests.every((r) => r.moves.length === 1)).toBe(true);
    await flush();
    expect(game.last()).toMatchObject({ phase: "over", seal: { status: "sealed" }, token: TOKEN });
    const log = game.last().log as { moves: number[]; at: number[] };
    expect(log.moves).toEqual(game.server.moves);
    expect(log.at[0]).toBe(700);
    expect(game.server.finished).toEqual([log]);
    const replay = replayRun("memory", SEED, log);
    expect(replay).toMatchObject({ ok: true, score: game.last().score });
  });

  it("2048: keeps the key presses made behind the one in flight and sends them in order once the board has come", async () => {
    const game = open("2048", create2048, g2048.step);
    await game.server.answer();
    const directions = (["left", "right", "up", "down"] as const).filter((d) => g2048.moveBoard(game.state().board, d).changed);
    const first = directions[0]!;
    game.dispatch({ type: "move", direction: first });
    game.clock.now += 90;
    game.dispatch({ type: "move", direction: "up" });
    game.clock.now += 90;
    game.dispatch({ type: "move", direction: "down" });
    game.dispatch({ type: "move", direction: "left" }); // a fourth press while three wait: kept too
    expect(game.server.inFlight).toBe(1);
    await game.server.answer();
    const sent = game.server.requests.flatMap((r) => r.moves);
    // Kept presses the board no longer takes are skipped, never sent as moves the server refuses.
    expect(sent[0]).toBe(first);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent.slice(1).every((d) => d === "up" || d === "down" || d === "left")).toBe(true);
    expect((game.last().log as { moves: unknown[] }).moves).toEqual(sent);
    expect(game.state().board).toEqual((hiddenStep("2048", SEED, sent) as { view: g2048.GameState }).view.board);
  });

  it("2048: a whole run swiped at a phone's pace over a slow connection: every swipe the board takes when its turn comes is played", async () => {
    const game = open("2048", create2048, g2048.step);
    await game.server.answer();
    const swipes: g2048.Direction[] = [];
    const order = ["left", "down", "right", "up"] as const;
    // A swipe every 250 ms, on the board as the page shows it; one answer comes back every 750 ms.
    for (let i = 0; i < 3000 && game.last().phase !== "over"; i++) {
      const board = game.state().board;
      const direction = order.find((d) => g2048.moveBoard(board, d).changed);
      if (direction) {
        swipes.push(direction);
        game.dispatch({ type: "move", direction });
      }
      game.clock.now += 250;
      if (i % 3 === 2 || !direction) await game.server.answerOne();
    }
    await game.server.answer();
    expect(game.last().phase).toBe("over");
    const sent = game.server.requests.flatMap((r) => r.moves);
    // What should have been played: each swipe in order, if it changes the board as it then is.
    const expected: g2048.Direction[] = [];
    let at: { state: unknown; count: number; view: g2048.GameState; over: boolean } | null = null;
    for (const direction of swipes) {
      const board = at ? at.view.board : (startView("2048", SEED) as g2048.GameState).board;
      if (at?.over || !g2048.moveBoard(board, direction).changed) continue;
      const played = hiddenPlay("2048", SEED, at, [direction]);
      if (!played.ok) throw new Error(played.message);
      at = { state: played.state, count: played.count, view: played.view as g2048.GameState, over: played.over };
      expected.push(direction);
    }
    expect(sent).toEqual(expected);
    expect(sent.length).toBeGreaterThan(100);
    // Answers carried several moves: more moves than round trips.
    expect(game.server.requests.length).toBeLessThan(sent.length);
  }, 30_000);

  it("Simon: starts on Start (busy meanwhile), sends a round's presses in a batch, and waits for the next colour after the press that completes it", async () => {
    const game = open("simon", createSimon, simon.step);
    expect(game.session.snapshot()).toMatchObject({ ready: true, starting: false });
    expect(game.server.inFlight).toBe(0);
    game.dispatch({ type: "start" });
    expect(game.session.snapshot()).toMatchObject({ starting: true });
    await game.server.answer();
    expect(game.state().phase).toBe("showing");
    const pattern = [...game.state().pattern];
    game.clock.now += simon.patternShowMs(1);
    game.dispatch({ type: "patternShown" });
    game.clock.now += 400;
    game.dispatch({ type: "press", color: pattern[0]! });
    // The round is complete with that press: a press now has no round to go in.
    game.dispatch({ type: "press", color: pattern[0]! });
    await game.server.answer();
    expect(game.server.moves).toEqual([pattern[0]]);
    expect(game.state()).toMatchObject({ phase: "showing", score: 1 });
    const round2 = [...game.state().pattern];
    game.dispatch({ type: "patternShown" });
    game.dispatch({ type: "press", color: round2[0]! });
    game.dispatch({ type: "press", color: round2[1]! });
    await game.server.answer();
    // The first press went alone; the second waited behind it and completed the round.
    expect(game.server.requests.map((r) => r.moves)).toEqual([[pattern[0]], [round2[0]], [round2[1]]]);
    expect(game.state()).toMatchObject({ phase: "showing", score: 2 });
  });

  it("says why in the visitor's words when the server refuses a move, and takes no more moves for that run", async () => {
    const clock = { now: 0 };
    const server = new FakeServer("2048", clock);
    const expired = new ChallengeHttpError(409, "This run's token has expired: start a new run.");
    let view: RunView | null = null;
    const session = createSession("2048", { ...server.deps(), sendMoves: () => Promise.reject(expired) }, (v) => (view = v));
    session.connect({ create: create2048, step: g2048.step } as never, create2048(seededRandom(0)));
    await server.answer();
    const board = (session.snapshot()!.state as g2048.GameState).board;
    const [direction, other] = (["left", "right", "up", "down"] as const).filter((d) => g2048.moveBoard(board, d).changed);
    session.dispatch({ type: "move", direction });
    await flush();
    expect(view!.problem).toBe("Your run could not go on. This run's token has expired: start a new run.");
    session.dispatch({ type: "move", direction: other ?? direction });
    expect(view!.log).toEqual({ moves: [], at: [] });
    expect(session.snapshot()!.state).toMatchObject({ board });
  });
});

describe("challenge session: Sliding", () => {
  it("deals from the start answer's seed, logs each move with its page time, and seals the solved run", async () => {
    const game = open("sliding", createSliding, sliding.step);
    await game.server.answer();
    let state = game.state();
    expect(state).toEqual(sliding.createGame({}, seededRandom(SEED)));
    for (const value of [...state.shuffleMoves].reverse()) {
      game.clock.now += 333;
      game.dispatch({ type: "move", index: state.tiles.indexOf(value) });
      state = game.state();
    }
    await flush();
    const log = game.last().log as { moves: number[]; at: number[] };
    expect(log.at.slice(0, 2)).toEqual([333, 666]);
    expect(game.last()).toMatchObject({ phase: "over", seal: { status: "sealed" }, score: log.moves.length });
    expect(replayRun("sliding", SEED, log)).toMatchObject({ ok: true, score: log.moves.length });
  });

  it("starts a new run when the first move comes after the token expired, and New Game starts one too", async () => {
    const game = open("sliding", createSliding, sliding.step);
    game.server.expiresInMs = 1_000;
    await game.server.answer();
    game.clock.now += 1_001;
    const state = game.state();
    game.dispatch({ type: "move", index: state.tiles.indexOf(state.shuffleMoves[state.shuffleMoves.length - 1]!) });
    expect(game.session.snapshot()).toMatchObject({ ready: false });
    await game.server.answer();
    expect(game.server.starts).toBe(2);
    expect(game.state()).toEqual(sliding.createGame({}, seededRandom(SEED + 1)));
    expect(game.last().log).toEqual({ moves: [], at: [] });
    game.dispatch({ type: "newGame" });
    await game.server.answer();
    expect(game.server.starts).toBe(3);
  });

  it("says the run could not start, and starts it on Try again", async () => {
    const clock = { now: 0 };
    const server = new FakeServer("sliding", clock);
    let fail = true;
    const deps = server.deps();
    let view: RunView | null = null;
    const session: Session = createSession(
      "sliding",
      { ...deps, startRun: (g) => (fail ? Promise.reject(new TypeError("Failed to fetch")) : deps.startRun(g)) },
      (v) => (view = v),
    );
    session.connect({ create: createSliding, step: sliding.step } as never, createSliding(seededRandom(0)));
    await flush();
    expect(view).toMatchObject({ phase: "none", problem: "Your run could not start. You are offline: a challenge run needs a connection." });
    fail = false;
    session.retry();
    await server.answer();
    expect(view).toMatchObject({ phase: "playing", problem: null });
  });

  it("shows the attempts left the start answered, and none once the server says they are used", async () => {
    const clock = { now: 0 };
    const server = new FakeServer("sliding", clock);
    const deps = server.deps();
    let used = false;
    let view: RunView | null = null;
    const session: Session = createSession(
      "sliding",
      {
        ...deps,
        startRun: (g) =>
          used ? Promise.reject(new ChallengeHttpError(429, "You have used today's attempts at this game's challenge. Come back tomorrow!", "no_attempts")) : deps.startRun(g),
      },
      (v) => (view = v),
    );
    expect(view).toBeNull();
    session.connect({ create: createSliding, step: sliding.step } as never, createSliding(seededRandom(0)));
    await server.answer();
    expect(view).toMatchObject({ phase: "playing", attemptsLeft: 4 });
    used = true;
    session.retry();
    await flush();
    expect(view).toMatchObject({ attemptsLeft: 0 });
    expect(view!.problem).toContain("used today's attempts");
  });
});

describe("challenge session: real-time games", () => {
  it("Whack-a-Mole: Start asks the server first, deals the answer's seed, logs hits with tick and page time, and seals at time up (retrying a lost request)", async () => {
    const game = open("whack", createWhack, whack.step);
    game.server.failFinish = 2;
    game.dispatch({ type: "start" });
    expect(game.session.snapshot()).toMatchObject({ starting: true, ready: true });
    // Ticks and taps while the start is on its way go nowhere.
    game.dispatch({ type: "advance", ticks: 5 });
    await game.server.answer();
    expect(game.state()).toEqual(REAL_TIME_ADAPTERS.whack.begin(SEED));
    let tick = 0;
    let hits = 0;
    let seenAt: number | null = null;
    while (!whack.isOver(game.state())) {
      const mole = game.state().mole;
      seenAt = mole ? (seenAt ?? tick) : null;
      // A person's reaction after the mole shows.
      if (mole && seenAt !== null && tick - seenAt === 300 / whack.WHACK_TICK_MS) {
        game.clock.now += 3;
        game.dispatch({ type: "whack", hole: mole.hole });
        // The same tap twice in one tick: the second is not a person's.
        game.dispatch({ type: "whack", hole: mole.hole });
        hits++;
      }
      game.clock.now += whack.WHACK_TICK_MS;
      game.dispatch({ type: "advance", ticks: 1 });
      tick++;
    }
    // The seal waits for the live checkpoints' links (SubtleCrypto) and their request.
    await vi.waitFor(() => expect(game.last().seal).toEqual({ status: "sealed" }));
    const view = game.last();
    const log = view.log as { inputs: [number, number, number][]; endTick: number; endAt: number; pauses: [number, number][] };
    expect(log.inputs.length).toBeLessThanOrEqual(hits);
    expect(log.inputs.length).toBeGreaterThan(0);
    expect(new Set(log.inputs.map(([t]) => t)).size).toBe(log.inputs.length);
    expect(log.endTick).toBe(tick);
    expect(log.endAt).toBe(Math.round(game.clock.now - 5_000));
    expect(view).toMatchObject({ phase: "over", seal: { status: "sealed" } });
    expect(game.server.finished).toEqual([log]);
    expect(replayRun("whack", SEED, log)).toMatchObject({ ok: true, score: view.score });
    // A live checkpoint every 5 s of play, whose chain the log rebuilds.
    expect(game.server.checkpoints.map((c) => c.at)).toEqual([5_000, 10_000, 15_000, 20_000, 25_000].map((at) => expect.closeTo(at, -3)));
    expect(chainProblem(log, game.server.checkpoints, sha256)).toBeNull();
  });

  it("checkpoints taken while the page is offline are kept and go together when it is back, before the seal", async () => {
    const game = open("whack", createWhack, whack.step);
    game.dispatch({ type: "start" });
    await game.server.answer();
    let tick = 0;
    while (!whack.isOver(game.state())) {
      game.server.offline = tick * whack.WHACK_TICK_MS > 7_000 && tick * whack.WHACK_TICK_MS < 21_000;
      game.clock.now += whack.WHACK_TICK_MS;
      game.dispatch({ type: "advance", ticks: 1 });
      tick++;
      await flush();
    }
    await vi.waitFor(() => expect(game.last().seal).toEqual({ status: "sealed" }));
    const log = game.last().log as Parameters<typeof chainProblem>[0];
    expect(game.server.checkpoints.map((c) => c.at)).toEqual([5_000, 10_000, 15_000, 20_000, 25_000].map((at) => expect.closeTo(at, -3)));
    // The three taken offline (10, 15 and 20 s) went with the next one, at 25 s.
    expect(game.server.checkpointRequests.map((r) => [r.from, r.checkpoints.length])).toEqual([
      [0, 1],
      [1, 4],
    ]);
    expect(chainProblem(log, game.server.checkpoints, sha256)).toBeNull();
  });

  it("Reset while the start is on its way drops that run: its late answer deals nothing", async () => {
    const game = open("whack", createWhack, whack.step);
    game.dispatch({ type: "start" });
    game.dispatch({ type: "reset" });
    await game.server.answer();
    expect(game.session.snapshot()).toMatchObject({ starting: false });
    expect(game.state().phase).toBe("idle");
    expect(game.last().phase).toBe("none");
  });
});
