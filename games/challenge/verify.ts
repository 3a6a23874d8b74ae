/**
 * Verifies one submitted challenge run: the log's shape, that a hidden-deal log is the run the
 * server saw, the replay, whether a person could have played it in the time it took, the claimed
 * score, and whether it ranks or waits for the operator. Pure and self-contained (it imports
 * nothing from server/ or web/), so the server runs it in a worker thread with a time budget.
 */
import {
  challengeLogSchemas,
  CHECKPOINTS_DIFFER_MESSAGE,
  HIDDEN_DEAL_GAMES,
  LOG_DIFFERS_MESSAGE,
  MAX_INPUTS,
  MAX_MOVES,
  SCORE_MISMATCH_MESSAGE,
  type ChallengeGame,
  type ChallengeLog,
  type HeldFor,
  type RunStatus,
  type TurnChallengeGame,
} from "../../contracts/challenge";
import { CHALLENGE_ADAPTERS, isTurnGame, tooManyMovesMessage, turnAdapter, type RealTimeChallengeGame } from "./adapters";
import type { RunDeal } from "./deal";
import { chainProblem, checkCheckpoints } from "./checkpoints";
import { checkEnvelope } from "./envelope";
import { checkRealTime, checkTurnTime, CLOCK_SLACK_MS, TURN_MIN_MOVE_MS, type RunTimeline, type TimeFinding } from "./human-time";
import { replayRealTime, replayTurns } from "./replay";
import { fewestSlidingMoves } from "./sliding-distance";

export type { RunTimeline } from "./human-time";

/**
 * `reasons`: each reason a held run waits for review, in words (empty when ranked); `reason` is
 * them joined; `heldFor` says whether the run is beyond its game's envelope or only its timing is
 * unlikely. `drawsUsed`: a tape-dealt run's draws, which its public record carries (absent for a seeded run).
 */
export type Verification =
  | { ok: false; status: 400 | 422; message: string }
  | { ok: true; score: number; status: RunStatus; reason: string | null; reasons: string[]; heldFor: Exclude<HeldFor, "top_of_board"> | null; drawsUsed?: number };

export type VerifyInput = {
  game: ChallengeGame;
  /** The run's deal: a seed, or for a hidden-deal run its tape (long enough for the run: TapeRules.drawsFor). */
  deal: RunDeal;
  log: unknown;
  claimedScore: number;
  timeline: RunTimeline;
  /** Hidden-deal games: the moves the server recorded, in order. */
  recordedMoves?: readonly unknown[];
  /**
   * SHA-256 in hex, to rebuild the live checkpoints' chain from the log (checkpoints.ts); the
   * server's worker passes it. Missing: the chain is not checked (the timing rules still are).
   */
  chainHash?: (text: string) => string;
};

export function verifyRun({ game, deal, log, claimedScore, timeline, recordedMoves, chainHash }: VerifyInput): Verification {
  const parsed = challengeLogSchemas[game].safeParse(log);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join(".")})` : "";
    return { ok: false, status: 400, message: `The ${game} log is malformed${where}: ${issue?.message ?? "unreadable"}` };
  }
  if (chainHash && timeline.checkpoints && !isTurnGame(game)) {
    const problem = chainProblem(parsed.data as ChallengeLog<RealTimeChallengeGame>, timeline.checkpoints, chainHash);
    if (problem) return { ok: false, status: 422, message: `${CHECKPOINTS_DIFFER_MESSAGE} ${problem}` };
  }
  const findings = isTurnGame(game)
    ? verifyTurns(game, deal, parsed.data as ChallengeLog<TurnChallengeGame>, timeline, recordedMoves)
    : "seed" in deal
      ? verifyRealTime(game as RealTimeChallengeGame, deal.seed, parsed.data as ChallengeLog<RealTimeChallengeGame>, timeline)
      : { ok: false as const, status: 400 as const, message: `A ${game} run is dealt from a seed.` };
  if ("status" in findings) return findings;
  const impossible = findings.findings.find((f) => f.level === "impossible");
  if (impossible) return { ok: false, status: 422, message: `No person could have played this run: ${impossible.reason}` };
  if (claimedScore !== findings.score) return { ok: false, status: 422, message: SCORE_MISMATCH_MESSAGE };
  const unlikely = [...findings.findings.filter((f) => f.level === "unlikely"), ...findings.envelope];
  const tape = findings.drawsUsed == null ? {} : { drawsUsed: findings.drawsUsed };
  if (unlikely.length > 0) {
    const reasons = unlikely.map((f) => f.reason);
    return { ok: true, score: findings.score, status: "held", reason: reasons.join(" "), reasons, heldFor: findings.envelope.length > 0 ? "beyond_envelope" : "timing", ...tape };
  }
  return { ok: true, score: findings.score, status: "ranked", reason: null, reasons: [], heldFor: null, ...tape };
}

/** `findings`: the time checks'; `envelope`: the human envelope's (envelope.ts), all held. */
type Checked = { score: number; findings: TimeFinding[]; envelope: TimeFinding[]; drawsUsed?: number | null } | { ok: false; status: 400 | 422; message: string };

function verifyTurns(game: TurnChallengeGame, deal: RunDeal, log: ChallengeLog<TurnChallengeGame>, timeline: RunTimeline, recordedMoves?: readonly unknown[]): Checked {
  if (HIDDEN_DEAL_GAMES.has(game) && !sameMoves(log.moves, recordedMoves ?? [])) return { ok: false, status: 422, message: LOG_DIFFERS_MESSAGE };
  const replay = replayTurns(game, deal, log.moves);
  if (!replay.ok) return { ok: false, status: 400, message: replay.message };
  // Sliding is dealt from a seed (its layout is on screen): the fewest moves its deal needs.
  const fewestMoves = game === "sliding" && "seed" in deal ? fewestSlidingMoves((turnAdapter("sliding").deal(deal.seed) as { tiles: number[] }).tiles) : null;
  const envelope = checkEnvelope(game, { score: replay.score, at: log.at, fewestMoves });
  return { score: replay.score, findings: checkTurnTime({ game, at: log.at, waits: replay.waits, timeline }), envelope, drawsUsed: replay.drawsUsed };
}

/** Moves are strings and numbers, so equal lists hold the same values in the same order. */
function sameMoves(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((move, i) => move === b[i]);
}

/** What the replay's reactions are reactions to, in the games that time them. */
const STIMULI: Partial<Record<RealTimeChallengeGame, string>> = { snake: "each new food", whack: "each mole", colormatch: "each new prompt" };

function verifyRealTime(game: RealTimeChallengeGame, seed: number, log: ChallengeLog<RealTimeChallengeGame>, timeline: RunTimeline): Checked {
  const replay = replayRealTime(game, seed, log);
  if (!replay.ok) return { ok: false, status: 400, message: replay.message };
  const adapter = CHALLENGE_ADAPTERS[game];
  const inputs = log.inputs.map(([tick, , at]) => [tick, at] as const);
  // Flappy's ticks start with its first flap, however long the bird waited for it.
  const ticksFrom = game === "flappy" ? (inputs[0]?.[1] ?? 0) : 0;
  const timed = checkRealTime({
    inputs,
    endTick: log.endTick,
    endAt: log.endAt,
    pauses: log.pauses,
    tickMs: adapter.tickMs,
    ticksFrom,
    pacing: adapter.pacing,
    paddle: replay.paddle ?? undefined,
    reactionsMs: replay.reactionsMs ?? undefined,
    stimulus: STIMULI[game],
    // Every input, Breakout's pointer too: its per-frame stream is under the even-timing check's
    // least interval, and page times on the tick grid were computed, pointer or key.
    timeline,
  });
  // The live checkpoints: the game's clock against the server's while it played (decision 063).
  const live = timeline.checkpoints
    ? checkCheckpoints({
        checkpoints: timeline.checkpoints,
        endTick: log.endTick,
        endAt: log.endAt,
        pauses: log.pauses,
        tickMs: adapter.tickMs,
        ticksFrom,
        startedAt: timeline.startedAt,
        endedAt: timeline.endedAt,
      })
    : [];
  const findings = [
    ...timed.filter((f) => f.level === "impossible"),
    ...live.filter((f) => f.level === "impossible"),
    ...timed.filter((f) => f.level === "unlikely"),
    ...live.filter((f) => f.level === "unlikely"),
  ];
  return { score: replay.score, findings, envelope: checkEnvelope(game, { score: replay.score, reactionsMs: replay.reactionsMs }) };
}

/**
 * Checks that need no replay and no full parse, for the request thread before a worker replays:
 * the log's entry counts within the limits, and a run no longer than the time since its token was
 * issued (a real-time run's ticks and page time; a turn run's moves at the least time a move takes).
 * Returns a refusal message, or null to go on.
 */
export function precheck(game: ChallengeGame, log: unknown, ageMs: number): string | null {
  if (typeof log !== "object" || log === null || Array.isArray(log)) return `The ${game} log must be a JSON object.`;
  const record = log as Record<string, unknown>;
  if (isTurnGame(game)) {
    const { moves, at } = record;
    if (!Array.isArray(moves) || !Array.isArray(at)) return `The ${game} log needs moves and at lists.`;
    if (moves.length > MAX_MOVES || at.length > MAX_MOVES) return `The ${game} log holds more than ${MAX_MOVES} moves.`;
    const { maxMoves } = turnAdapter(game);
    if (moves.length > maxMoves) return tooManyMovesMessage(game, maxMoves);
    if (moves.length * TURN_MIN_MOVE_MS > ageMs + CLOCK_SLACK_MS)
      return `${moves.length} moves in ${(ageMs / 1000).toFixed(1)} s: faster than ${TURN_MIN_MOVE_MS} ms a move, quicker than anyone plays.`;
    return null;
  }
  const { inputs, endTick, endAt } = record;
  if (!Array.isArray(inputs)) return `The ${game} log needs an inputs list.`;
  if (inputs.length > MAX_INPUTS) return `The ${game} log holds more than ${MAX_INPUTS} inputs.`;
  const adapter = CHALLENGE_ADAPTERS[game];
  if (typeof endTick !== "number" || typeof endAt !== "number") return `The ${game} log needs endTick and endAt numbers.`;
  if (endTick > adapter.maxTicks) return `The run lasts ${endTick} ticks: longer than any real game (${adapter.maxTicks}).`;
  const longest = Math.max(endTick * adapter.tickMs, endAt);
  if (longest > ageMs + CLOCK_SLACK_MS) return `This run is longer than the time since it started (${(longest / 1000).toFixed(1)} s in ${(ageMs / 1000).toFixed(1)} s).`;
  return null;
}
