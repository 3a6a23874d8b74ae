/**
 * The state a challenge session keeps for its run, and what both kinds of game do with it: start a
 * run on the server and deal it, drop it, seal it at game over, and tell the game's hook and the
 * panel what changed. The turn games' and the real-time games' own handling of actions is in
 * session-turns.ts and session-real-time.ts.
 */
import { HIDDEN_DEAL_GAMES, type ChallengeGame, type ChallengeRunStart, type TurnChallengeGame } from "../../../../contracts/challenge";
import { isRealTimeGame, realTimeAdapter, turnAdapter, type AnyRealTimeAdapter, type AnyTurnAdapter, type RealTimeChallengeGame } from "../../../../games/challenge/adapters";
import {
  emptyRealTimeRecording,
  emptyTurnLog,
  recordRealTime,
  type RealTimeEvent,
  type RealTimeLog,
  type RealTimeRecording,
  type TurnLog,
} from "../../../../games/challenge/recorder";
import { createStore } from "zustand/vanilla";
import type { ChallengeEngine, ChallengeSnapshot } from "../shared/challenge-bridge";
import { ChallengeHttpError, withRetries, type finishRun, type sendCheckpoints, type sendMoves, type startRun } from "./api";
import { createCheckpointSender, type CheckpointSender } from "./checkpoint-sender";
import { errorText } from "./errors";
import type { Pending } from "./move-batch";
import { startsWithPlay, type RunPhase, type RunView, type Seal } from "./run-view";
import { challengeMessages } from "./texts";

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

/** The session's run as it stands. */
export type RunState = {
  engine: ChallengeEngine | null;
  shown: unknown;
  starting: boolean;
  /** Bumped by every start and abandon: an answer for an older run is dropped. */
  generation: number;
  runCount: number;
  run: { token: string; t0: number; expiresInMs: number } | null;
  log: TurnLog | RealTimeLog | null;
  seal: Seal | null;
  problem: string | null;
  attemptsLeft: number | null;
  /** Hidden-deal games: moves the server has, moves waiting, and the batch in flight. */
  acknowledged: number;
  queue: Pending[];
  inFlight: Pending[] | null;
  /** Real-time games: the log with what the recorder keeps beside it (pauses, the paddle). */
  recording: RealTimeRecording | null;
  /** Real-time games: the run's live checkpoints, and the page time of the latest taken. */
  checkpoints: CheckpointSender | null;
  checkpointAt: number;
};

export const typeOf = (action: unknown): string => (action as { type?: unknown }).type as string;

/** The panel's texts in the page's language, read when a problem arises. */
export const texts = () => challengeMessages.get();

export function createSessionCore(game: ChallengeGame, deps: SessionDeps, onChange: (view: RunView) => void) {
  /** What the game's hook shows (challenge-bridge.ts); null before `connect`. */
  const shownStore = createStore<{ snapshot: ChallengeSnapshot | null }>(() => ({ snapshot: null }));
  const realTime = isRealTimeGame(game);
  const hidden = HIDDEN_DEAL_GAMES.has(game);
  const turn: AnyTurnAdapter | null = realTime ? null : turnAdapter(game as TurnChallengeGame);
  const live: AnyRealTimeAdapter | null = realTime ? realTimeAdapter(game as RealTimeChallengeGame) : null;
  const waitMs = deps.retryWaitMs ?? 500;
  const s: RunState = {
    engine: null,
    shown: null,
    starting: false,
    generation: 0,
    runCount: 0,
    run: null,
    log: null,
    seal: null,
    problem: null,
    attemptsLeft: null,
    acknowledged: 0,
    queue: [],
    inFlight: null,
    recording: null,
    checkpoints: null,
    checkpointAt: 0,
  };

  const pageTime = () => (s.run ? Math.max(0, Math.round(deps.now() - s.run.t0)) : 0);
  const isOver = (state: unknown) => (turn ? turn.isOver(state) : live!.isOver(state));
  const score = (state: unknown) => (turn ? turn.score(state) : live!.score(state));
  const phase = (): RunPhase => (s.starting ? "starting" : !s.run ? "none" : isOver(s.shown) && (!hidden || (!s.inFlight && s.queue.length === 0)) ? "over" : "playing");

  function view(): RunView {
    return {
      phase: phase(),
      run: s.runCount,
      token: s.run?.token ?? null,
      score: s.run ? score(s.shown) : 0,
      log: s.log,
      seal: s.seal,
      problem: s.problem,
      attemptsLeft: s.attemptsLeft,
    };
  }

  function changed(): void {
    shownStore.setState({ snapshot: { state: s.shown, ready: !(s.starting && !startsWithPlay(game)) && (s.run !== null || startsWithPlay(game)), starting: s.starting } });
    onChange(view());
  }

  // ── Starting a run ─────────────────────────────────────────────────────────────────────────
  function begin(pending: unknown = null): void {
    const mine = ++s.generation;
    s.starting = true;
    s.problem = null;
    changed();
    deps
      .startRun(game, deps.deviceKey())
      .then((answer) => {
        if (mine !== s.generation) return;
        s.starting = false;
        dealRun(answer, pending);
      })
      .catch((error: unknown) => {
        if (mine !== s.generation) return;
        s.starting = false;
        if (error instanceof ChallengeHttpError && error.reason === "no_attempts") s.attemptsLeft = 0;
        s.problem = `${texts().startFailed} ${errorText(error)}`;
        changed();
      });
  }

  function dealRun(answer: ChallengeRunStart, pending: unknown): void {
    s.runCount++;
    s.attemptsLeft = answer.attemptsLeft;
    s.run = { token: answer.token, t0: deps.now(), expiresInMs: answer.expiresAt - answer.startedAt };
    s.seal = null;
    s.acknowledged = 0;
    s.queue = [];
    s.inFlight = null;
    if (turn) {
      s.log = emptyTurnLog();
      s.shown = hidden ? answer.view : turn.deal(answer.seed!);
    } else {
      s.recording = emptyRealTimeRecording();
      s.checkpoints?.stop();
      s.checkpoints = createCheckpointSender({ token: answer.token, game, send: deps.sendCheckpoints });
      s.checkpointAt = 0;
      s.shown = live!.begin(answer.seed!);
      // Flappy's first flap both starts the run and is its first input, at tick 0.
      if (pending !== null) record({ action: pending });
    }
    changed();
  }

  /** The run is dropped (Reset): nothing of it is sent, and a late answer is ignored. */
  function abandon(): void {
    s.generation++;
    s.starting = false;
    s.run = null;
    s.log = null;
    s.seal = null;
    s.queue = [];
    s.inFlight = null;
    s.recording = null;
    s.checkpoints?.stop();
    s.checkpoints = null;
  }

  function expired(): boolean {
    return s.run !== null && deps.now() - s.run.t0 > s.run.expiresInMs;
  }

  // ── Game over ─────────────────────────────────────────────────────────────────────────────
  function finish(): void {
    if (!s.run || s.seal) return;
    const mine = s.generation;
    s.seal = { status: "sending" };
    changed();
    const { token } = s.run;
    // The checkpoints still waiting (a page that was offline) go before the seal, which ends them.
    const sender = s.checkpoints;
    const before = sender ? sender.flush().finally(() => sender.stop()) : Promise.resolve();
    before
      .then(() => withRetries(() => deps.finishRun(token, game, s.log), 4, waitMs))
      .then(() => {
        if (mine === s.generation) s.seal = { status: "sealed" };
      })
      .catch((error: unknown) => {
        if (mine === s.generation) s.seal = { status: "failed", message: errorText(error) };
      })
      .finally(() => mine === s.generation && changed());
  }

  /** A real-time game's event through the recorder (games/challenge/recorder.ts), at the page time now. */
  function record(event: RealTimeEvent): void {
    const next = recordRealTime(game as RealTimeChallengeGame, s.shown, s.recording!, event, pageTime());
    s.shown = next.state;
    s.recording = next.recording;
    s.log = s.recording.log;
  }

  return { game, deps, s, shownStore, hidden, turn, live, waitMs, pageTime, isOver, changed, begin, abandon, expired, finish, record };
}

export type SessionCore = ReturnType<typeof createSessionCore>;
