/**
 * A daily-challenge session for one game page (decision 036): it owns the game's state while the
 * page is in challenge mode (the hooks show its snapshot and hand it every action), starts each
 * run on the server, deals it, and records its log as contracts/challenge.ts describes, through
 * the game's adapter (games/challenge/adapters.ts), so the log is exactly what the server replays.
 *
 * - Turn games start a run when the board is dealt (2048, Memory, Sliding: on load and New Game)
 *   or, for Simon, when Start is pressed; the real-time games when play starts (Start, Flappy's
 *   first flap), since a run's clock is checked against the server's.
 * - Hidden-deal games (2048, Memory, Simon) show the server's view of the run and send each move
 *   to the server, one request at a time, loading each view answered in order.
 * - Once the game is over, the run is sealed on the server at once (the time spent typing a
 *   nickname is not play), and the panel offers it for submission.
 */
import { CHECKPOINT_EVERY_MS, HIDDEN_DEAL_GAMES, type ChallengeGame, type ChallengeMove, type ChallengeRunStart, type TurnChallengeGame } from "../../../../contracts/challenge";
import { isRealTimeGame, realTimeAdapter, turnAdapter, type AnyRealTimeAdapter, type AnyTurnAdapter, type RealTimeChallengeGame } from "../../../../games/challenge/adapters";
import {
  emptyRealTimeRecording,
  emptyTurnLog,
  recordMove,
  recordRealTime,
  type RealTimeEvent,
  type RealTimeLog,
  type RealTimeRecording,
  type TurnLog,
} from "../../../../games/challenge/recorder";
import * as g2048 from "../../../../games/game-2048/engine";
import type { GameState as SimonState } from "../../../../games/simon/engine";
import { createStore } from "zustand/vanilla";
import type { ChallengeEngine, ChallengeSession, ChallengeSnapshot } from "../shared/challenge-bridge";
import { ChallengeHttpError, withRetries, type finishRun, type sendCheckpoints, type sendMoves, type startRun } from "./api";
import { createCheckpointSender, type CheckpointSender } from "./checkpoint-sender";
import { errorText } from "./errors";
import { challengeMessages } from "./texts";

/** Where a run stands, as the panel shows it. */
export type RunPhase = "none" | "starting" | "playing" | "over";
export type Seal = { status: "sending" } | { status: "sealed" } | { status: "failed"; message: string };

/** The run as the panel sees it: its phase, the score the replay will find, the log and token to send. */
export type RunView = {
  phase: RunPhase;
  /** Counts up with each run started, so the panel can tell one run from the next. */
  run: number;
  token: string | null;
  score: number;
  log: TurnLog | RealTimeLog | null;
  /** Set once the game is over. */
  seal: Seal | null;
  /** Why the run could not start or go on, in the visitor's words. */
  problem: string | null;
  /** Runs this device may still start of this game today, as the server last said; null before the first start. */
  attemptsLeft: number | null;
};

/**
 * Whether the panel shows `next` differently from `shown`: its phase, seal and problem, and a
 * finished run's score and log (the submit dialog sends them). A real-time run's log grows with
 * every tick; rendering the panel for that would put a React render back into every frame of play.
 */
export function panelChanged(shown: RunView | null, next: RunView): boolean {
  if (!shown) return true;
  if (
    shown.phase !== next.phase ||
    shown.run !== next.run ||
    shown.seal !== next.seal ||
    shown.problem !== next.problem ||
    shown.token !== next.token ||
    shown.attemptsLeft !== next.attemptsLeft
  )
    return true;
  return next.phase === "over" && (shown.log !== next.log || shown.score !== next.score);
}

/** The server calls and the clock a session uses; tests pass their own. */
export type SessionDeps = {
  startRun: typeof startRun;
  sendMoves: typeof sendMoves;
  sendCheckpoints: typeof sendCheckpoints;
  finishRun: typeof finishRun;
  deviceKey: () => string;
  /** A monotonic clock in ms (performance.now in the page). */
  now: () => number;
  /** Waits between retries of a request that did not reach the server. */
  retryWaitMs?: number;
};

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
type Pending = { move: ChallengeMove<TurnChallengeGame>; at: number };

/** The contract's largest batch of moves in one request. */
const MAX_BATCH = 64;

/** Games whose run starts with the Start button (or the first flap), not with the deal. */
export function startsWithPlay(game: ChallengeGame): boolean {
  return game === "simon" || isRealTimeGame(game);
}

const typeOf = (action: unknown): string => (action as { type?: unknown }).type as string;

/** The panel's texts in the page's language, read when a problem arises. */
const texts = () => challengeMessages.get();

export type Session = ChallengeSession & {
  /** Starts the run again after its start failed (the panel's Try again; Start itself does it elsewhere). */
  retry(): void;
};

export function createSession(game: ChallengeGame, deps: SessionDeps, onChange: (view: RunView) => void): Session {
  /** What the game's hook shows (challenge-bridge.ts); null before `connect`. */
  const shownStore = createStore<{ snapshot: ChallengeSnapshot | null }>(() => ({ snapshot: null }));
  const realTime = isRealTimeGame(game);
  const hidden = HIDDEN_DEAL_GAMES.has(game);
  const turn: AnyTurnAdapter | null = realTime ? null : turnAdapter(game as TurnChallengeGame);
  const live: AnyRealTimeAdapter | null = realTime ? realTimeAdapter(game as RealTimeChallengeGame) : null;
  const waitMs = deps.retryWaitMs ?? 500;

  let engine: ChallengeEngine | null = null;
  let shown: unknown = null;
  let starting = false;
  /** Bumped by every start and abandon: an answer for an older run is dropped. */
  let generation = 0;
  let runCount = 0;
  let run: { token: string; t0: number; expiresInMs: number } | null = null;
  let log: TurnLog | RealTimeLog | null = null;
  let seal: Seal | null = null;
  let problem: string | null = null;
  let attemptsLeft: number | null = null;
  /** Hidden-deal games: moves the server has, moves waiting, and the batch in flight. */
  let acknowledged = 0;
  let queue: Pending[] = [];
  let inFlight: Pending[] | null = null;
  /** Real-time games: the log with what the recorder keeps beside it (pauses, the paddle). */
  let recording: RealTimeRecording | null = null;
  /** Real-time games: the run's live checkpoints, and the page time of the latest taken. */
  let checkpoints: CheckpointSender | null = null;
  let checkpointAt = 0;

  const pageTime = () => (run ? Math.max(0, Math.round(deps.now() - run.t0)) : 0);
  const isOver = (state: unknown) => (turn ? turn.isOver(state) : live!.isOver(state));
  const score = (state: unknown) => (turn ? turn.score(state) : live!.score(state));
  const phase = (): RunPhase => (starting ? "starting" : !run ? "none" : isOver(shown) && (!hidden || (!inFlight && queue.length === 0)) ? "over" : "playing");

  function view(): RunView {
    return { phase: phase(), run: runCount, token: run?.token ?? null, score: run ? score(shown) : 0, log, seal, problem, attemptsLeft };
  }

  function changed(): void {
    shownStore.setState({ snapshot: { state: shown, ready: !(starting && !startsWithPlay(game)) && (run !== null || startsWithPlay(game)), starting } });
    onChange(view());
  }

  // ── Starting a run ─────────────────────────────────────────────────────────────────────────
  function begin(pending: unknown = null): void {
    const mine = ++generation;
    starting = true;
    problem = null;
    changed();
    deps
      .startRun(game, deps.deviceKey())
      .then((answer) => {
        if (mine !== generation) return;
        starting = false;
        dealRun(answer, pending);
      })
      .catch((error: unknown) => {
        if (mine !== generation) return;
        starting = false;
        if (error instanceof ChallengeHttpError && error.reason === "no_attempts") attemptsLeft = 0;
        problem = `${texts().startFailed} ${errorText(error)}`;
        changed();
      });
  }

  function dealRun(answer: ChallengeRunStart, pending: unknown): void {
    runCount++;
    attemptsLeft = answer.attemptsLeft;
    run = { token: answer.token, t0: deps.now(), expiresInMs: answer.expiresAt - answer.startedAt };
    seal = null;
    acknowledged = 0;
    queue = [];
    inFlight = null;
    if (turn) {
      log = emptyTurnLog();
      shown = hidden ? answer.view : turn.deal(answer.seed!);
    } else {
      recording = emptyRealTimeRecording();
      checkpoints?.stop();
      checkpoints = createCheckpointSender({ token: answer.token, game, send: deps.sendCheckpoints });
      checkpointAt = 0;
      shown = live!.begin(answer.seed!);
      // Flappy's first flap both starts the run and is its first input, at tick 0.
      if (pending !== null) record({ action: pending });
    }
    changed();
  }

  /** The run is dropped (Reset): nothing of it is sent, and a late answer is ignored. */
  function abandon(): void {
    generation++;
    starting = false;
    run = null;
    log = null;
    seal = null;
    queue = [];
    inFlight = null;
    recording = null;
    checkpoints?.stop();
    checkpoints = null;
  }

  function expired(): boolean {
    return run !== null && deps.now() - run.t0 > run.expiresInMs;
  }

  // ── Game over ─────────────────────────────────────────────────────────────────────────────
  function finish(): void {
    if (!run || seal) return;
    const mine = generation;
    seal = { status: "sending" };
    changed();
    const { token } = run;
    // The checkpoints still waiting (a page that was offline) go before the seal, which ends them.
    const sender = checkpoints;
    const before = sender ? sender.flush().finally(() => sender.stop()) : Promise.resolve();
    before
      .then(() => withRetries(() => deps.finishRun(token, game, log), 4, waitMs))
      .then(() => {
        if (mine === generation) seal = { status: "sealed" };
      })
      .catch((error: unknown) => {
        if (mine === generation) seal = { status: "failed", message: errorText(error) };
      })
      .finally(() => mine === generation && changed());
  }

  // ── Turn games ────────────────────────────────────────────────────────────────────────────
  function dispatchTurn(action: unknown): void {
    const type = typeOf(action);
    if (type === "newGame" || type === "reset") {
      if (startsWithPlay(game)) {
        abandon();
        shown = engine!.step(shown, action);
        return changed();
      }
      return begin();
    }
    if (starting) return;
    // Simon's Start (or Play Again) begins a run; the server's first view is its first pattern.
    if (type === "start") {
      if (!run || isOver(shown)) begin();
      return;
    }
    const move = turn!.moveOf(action, shown);
    if (move === undefined) {
      // The page's own follow-ups (Memory's resolve, Simon's patternShown, 2048's Keep Playing).
      const next = engine!.step(shown, action);
      if (next === shown) return;
      shown = next;
      return changed();
    }
    if (!run || seal || problem) return;
    const untouched = (log as TurnLog).at.length === 0 && queue.length === 0 && !inFlight;
    // A board dealt long ago and never played: its token has expired, so this run starts afresh.
    if (untouched && expired()) return begin();
    const at = pageTime();
    if (!hidden) {
      shown = turn!.play(shown, move);
      log = recordMove(log as TurnLog, move, at);
      changed();
      if (isOver(shown)) finish();
      return;
    }
    const waiting = queue.length + (inFlight?.length ?? 0);
    if (waiting > 0 && !MAY_WAIT[game as "2048" | "memory" | "simon"](shown, waiting)) return;
    queue = [...queue, { move, at }];
    pump();
  }

  /** Sends the waiting moves the state shown still takes (never two requests at once). */
  function pump(): void {
    if (inFlight || queue.length === 0 || !run || problem) return;
    let state = shown;
    const batch: Pending[] = [];
    let used = 0;
    for (const item of queue) {
      if (batch.length >= MAX_BATCH) break;
      used++;
      const next = turn!.play(state, item.move);
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
    queue = queue.slice(used);
    if (batch.length === 0) return;
    inFlight = batch;
    const mine = generation;
    const { token } = run;
    const from = acknowledged;
    withRetries(() => deps.sendMoves({ token, game, from, moves: batch.map((b) => b.move), at: batch.map((b) => b.at) }), 4, waitMs)
      .then((answer) => {
        if (mine !== generation) return;
        inFlight = null;
        if (answer.count !== from + batch.length) {
          problem = texts().outOfStep;
          queue = [];
          return changed();
        }
        acknowledged = answer.count;
        log = batch.reduce((l, b) => recordMove(l, b.move, b.at), log as TurnLog);
        shown = answer.view;
        if (isOver(shown)) queue = [];
        changed();
        if (isOver(shown)) finish();
        else pump();
      })
      .catch((error: unknown) => {
        if (mine !== generation) return;
        inFlight = null;
        queue = [];
        problem = `${texts().movesFailed} ${errorText(error)}`;
        changed();
      });
  }

  // ── Real-time games ───────────────────────────────────────────────────────────────────────
  /** One event through the recorder (games/challenge/recorder.ts), at the page time now. */
  function record(event: RealTimeEvent): void {
    const next = recordRealTime(game as RealTimeChallengeGame, shown, recording!, event, pageTime());
    shown = next.state;
    recording = next.recording;
    log = recording.log;
  }

  function runTicks(ticks: number): void {
    const before = shown;
    const events: unknown[] = [];
    // One tick at a time, so the events of every tick reach the view together, as the engine's
    // own "advance" hands them over.
    for (let i = 0; i < ticks; i++) {
      const last = shown;
      record({ ticks: 1 });
      if (shown === last) break;
      events.push(...(shown as { events: unknown[] }).events);
    }
    if (shown !== before) shown = { ...(shown as object), events };
  }

  function dispatchRealTime(action: unknown): void {
    const type = typeOf(action);
    if (type === "reset") {
      abandon();
      shown = engine!.step(shown, action);
      return changed();
    }
    if (starting) return;
    const active = run !== null && !live!.isOver(shown) && !problem;
    if (type === "advance" || type === "tick") {
      if (!active) return;
      runTicks(type === "tick" ? 1 : (action as { ticks: number }).ticks);
      // A live checkpoint every few seconds of play (decision 063), at the latest tick's page time.
      const played = log as RealTimeLog;
      if (checkpoints && !live!.isOver(shown) && played.endAt - checkpointAt >= CHECKPOINT_EVERY_MS) {
        checkpointAt = played.endAt;
        checkpoints.take(played);
      }
      changed();
      if (live!.isOver(shown)) finish();
      return;
    }
    const next = engine!.step(shown, action);
    // Start (or Play Again, Restart, Flappy's first flap) begins a run on the server first.
    const begins = active ? type === "start" && live!.isRunning(shown) && next !== shown : live!.isRunning(next) && !live!.isRunning(shown);
    if (begins) return begin(action);
    if (!active) {
      if (next === shown) return;
      shown = next;
      return changed();
    }
    const before = shown;
    if (live!.inputOf(action, shown) !== undefined) record({ action });
    else if (next !== shown) {
      // Pause and resume are the view's own; the log keeps the page times of each pause.
      const pausing = live!.isRunning(shown) && !live!.isRunning(next);
      const resuming = !live!.isRunning(shown) && live!.isRunning(next);
      if (pausing) record({ pause: true });
      if (resuming) record({ resume: true });
      shown = next;
    }
    if (shown !== before) changed();
  }

  return {
    game,
    connect(next, placeholder) {
      if (engine === next || (engine && engine.create === next.create && engine.step === next.step)) return;
      engine = next;
      shown = placeholder;
      if (startsWithPlay(game)) changed();
      else begin();
    },
    snapshot: () => shownStore.getState().snapshot,
    subscribe: (listener) => shownStore.subscribe(() => listener()),
    dispatch(action) {
      if (!engine) return;
      if (turn) dispatchTurn(action);
      else dispatchRealTime(action);
    },
    retry() {
      if (engine && !startsWithPlay(game)) begin();
    },
  };
}
