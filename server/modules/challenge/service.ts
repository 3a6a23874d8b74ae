/**
 * The daily challenge's rules (decisions 028, 035 and 036): runs started on the server with a
 * single-use token and their own deal, hidden deals played move by move, the finish seal, a
 * submission checked in a fixed order (cheap refusals first, the replay last and off the request
 * thread), names a device owns, and boards where ties share a rank. The operator's actions are
 * in admin-service.ts.
 */
import {
  ALREADY_REPORTED_MESSAGE,
  BAD_TOKEN_MESSAGE,
  BLOCKED_PLAYER_MESSAGE,
  CHALLENGE_GAMES,
  CHECKPOINT_MIN_GAP_MS,
  CHECKPOINTS_DIFFER_MESSAGE,
  CHECKPOINTS_OUT_OF_ORDER_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  DAILY_STARTS_MESSAGE,
  DAILY_STARTS_PER_GAME,
  DAILY_SUBMISSIONS_PER_GAME,
  HIDDEN_DEAL_GAMES,
  LOG_DIFFERS_MESSAGE,
  LOG_TOO_DEEP_MESSAGE,
  MAX_LOG_DEPTH,
  MOVES_OUT_OF_ORDER_MESSAGE,
  NAMES_PER_ADDRESS_MESSAGE,
  NAMES_PER_ADDRESS_PER_GAME,
  NICKNAME_INVISIBLE_MESSAGE,
  NICKNAME_MARKS_MESSAGE,
  NICKNAME_MIXED_SCRIPT_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  NO_ATTEMPTS_MESSAGE,
  nestedDeeperThan,
  NOT_HIDDEN_DEAL_MESSAGE,
  NOT_REAL_TIME_MESSAGE,
  OTHER_DAY_TOKEN_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  RECOVERY_GUESSES_MESSAGE,
  RECOVERY_USED_MESSAGE,
  RUN_ID_PATTERN,
  RUN_NOT_FOUND_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_OTHER_DEVICE_MESSAGE,
  TOKEN_OTHER_GAME_MESSAGE,
  TOKEN_USED_MESSAGE,
  replayUrl,
  type ChallengeCheckpointRequest,
  type ChallengeCheckpointResponse,
  type ChallengeErrorReason,
  type ChallengeFinishRequest,
  type ChallengeGame,
  type ChallengeMovesRequest,
  type ChallengeMovesResponse,
  type ChallengeRunRequest,
  type ChallengeRunResponse,
  type ChallengeRunStart,
  type ChallengeRunStartRequest,
  type ChallengeToday,
  type LeaderboardResponse,
  type RecordsResponse,
  type WinnersResponse,
} from "../../../contracts/challenge";
import type { z } from "zod";
import { CHALLENGE_ADAPTERS, isRealTimeGame, turnAdapter } from "../../../games/challenge/adapters";
import type { ReceivedCheckpoint } from "../../../games/challenge/checkpoints";
import type { DealSource } from "../../../games/challenge/deal";
import { beyond, ENVELOPES } from "../../../games/challenge/envelope";
import { hiddenPlay, hiddenView, startView, type HiddenGame, type HiddenProgress } from "../../../games/challenge/hidden";
import type { Db } from "../../db/client";
import { calendarDay, daysBefore, secondsUntilNextDay } from "../../lib/calendar-day";
import { AppError } from "../../lib/errors";
import type { IpHasher } from "../../lib/ip-hash";
import { createChallengeAdmin } from "./admin-service";
import { nameKey, nameProblem } from "./names";
import { recordJson } from "./record-json";
import { createChallengeRepository, REASON_SEPARATOR, type NameOwner, type StartedRun } from "./repository";
import {
  hashDeviceKey,
  hashLog,
  hashRecoveryCode,
  hashToken,
  newRecoveryCode,
  newRunSeed,
  newRunToken,
  normalizeRecoveryCode,
  recoveryCodeMatches,
  runDealKey,
  runDraws,
} from "./signing";
import type { TaskInput, VerifyPool } from "./verify-pool";

/** Runs and their nicknames are kept this many days (privacy page), each game's public record longer. */
export const RUN_RETENTION_DAYS = 90;
/** Started runs, limit counters and name slots hold address and device hashes: kept while their day can still be played. */
export const COUNTER_RETENTION_DAYS = 2;
/** A run entering a board's top this many places above what reviewed play has shown waits for review. */
export const TOP_REVIEWED = 3;
/** A run's token lasts the game's longest plausible run plus this, for typing a name and sending. */
export const NAME_MARGIN_MS = 10 * 60 * 1000;

export const RUN_FINISHED_MESSAGE = "This run is already over: no more moves can be added.";
export const MOVES_MISMATCH_MESSAGE = "The moves need one page time (at) each.";

/** A name moves to a new device with its recovery code at most this often a day (each move is a new device's attempts). */
export const MAX_REBINDS_PER_DAY = 1;
/** Wrong recovery codes allowed per day: per address, and per name (a name's 40-bit code outlasts both by far). */
export const RECOVERY_GUESSES_PER_ADDRESS = 10;
export const RECOVERY_GUESSES_PER_NAME = 20;

/**
 * `attemptsPerDay`: runs a device may start per game per day (CHALLENGE_ATTEMPTS_PER_DAY, server/config.ts).
 * `dealSecret` keys the hidden deals' tapes (deal-secret.ts, signing.ts).
 */
export type ChallengeServiceDeps = { db: Db; hashIp: IpHasher; dealSecret: string; timeZone: string; verifier: VerifyPool; attemptsPerDay: number; now?: () => Date };

/** A refusal with its reason beside the message (contracts/challenge.ts), so the page can say it in the visitor's language. */
const bad = (message: string, reason?: ChallengeErrorReason) => new AppError("bad_request", message, reason ? { body: { reason } } : {});
const conflict = (message: string, reason: ChallengeErrorReason) => new AppError("conflict", message, { body: { reason } });

/** A log nested deeper than any game's is a 400 before anything walks it (hashing it overflowed the stack). */
function refuseDeepLog(log: unknown): void {
  if (nestedDeeperThan(log, MAX_LOG_DEPTH)) throw bad(LOG_TOO_DEEP_MESSAGE, "log_malformed");
}

/** The reasons of nameProblem's messages (names.ts). */
const NAME_PROBLEM_REASONS: Readonly<Record<string, ChallengeErrorReason>> = {
  [NICKNAME_INVISIBLE_MESSAGE]: "nickname_invisible",
  [NICKNAME_MIXED_SCRIPT_MESSAGE]: "nickname_mixed_script",
  [NICKNAME_MARKS_MESSAGE]: "nickname_marks",
  [NICKNAME_REFUSED_MESSAGE]: "nickname_refused",
};

/** The reason of a replay's refusal: its own for a log that is not the run played or a score that differs. */
function refusalReason(answer: { status: 400 | 422; message: string }): ChallengeErrorReason {
  if (answer.status === 400) return "log_malformed";
  if (answer.message === SCORE_MISMATCH_MESSAGE) return "score_mismatch";
  if (answer.message === LOG_DIFFERS_MESSAGE || answer.message.startsWith(CHECKPOINTS_DIFFER_MESSAGE)) return "log_differs";
  return "run_refused";
}

export function createChallengeService(deps: ChallengeServiceDeps) {
  const repo = createChallengeRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const today = () => calendarDay(now(), deps.timeZone);
  let prunedOn = "";

  async function pruneOncePerDay(day: string) {
    if (prunedOn === day) return;
    prunedOn = day;
    const keep: number[] = [];
    for (const game of CHALLENGE_GAMES) {
      const record = await repo.record(game);
      if (record) keep.push(record.id);
    }
    await repo.prune(daysBefore(day, RUN_RETENTION_DAYS), daysBefore(day, COUNTER_RETENTION_DAYS), keep);
    await repo.rekeyNames(nameKey);
  }

  const dailyLimit = (message: string, reason: ChallengeErrorReason, at: Date, extra: Record<string, unknown> = {}) =>
    new AppError("rate_limited", message, { headers: { "retry-after": String(secondsUntilNextDay(at, deps.timeZone)) }, body: { reason, ...extra } });

  /**
   * Takes the name to this device with its recovery code, or says why not. Guesses are capped per
   * address and per name each day before the code is even hashed, and a wrong code counts against both.
   */
  async function recoverName(game: ChallengeGame, day: string, key: string, owner: NameOwner, deviceHash: string, ipHash: string, typed: string, at: Date): Promise<void> {
    const subjects = [`ip:${ipHash}`, `name:${key}`];
    if (!(await repo.guessesLeft(day, subjects, [RECOVERY_GUESSES_PER_ADDRESS, RECOVERY_GUESSES_PER_NAME]))) throw dailyLimit(RECOVERY_GUESSES_MESSAGE, "recovery_guesses", at);
    const code = normalizeRecoveryCode(typed);
    if (!code || !owner.codeHash || !(await recoveryCodeMatches(code, owner.codeHash))) {
      await repo.takeGuess(day, subjects[0]!, RECOVERY_GUESSES_PER_ADDRESS);
      await repo.takeGuess(day, subjects[1]!, RECOVERY_GUESSES_PER_NAME);
      throw bad(RECOVERY_CODE_WRONG_MESSAGE, "recovery_code_wrong");
    }
    if (owner.rebinds >= MAX_REBINDS_PER_DAY) throw conflict(RECOVERY_USED_MESSAGE, "recovery_used");
    await nameAttempts(game, day, [owner.deviceHash, deviceHash], at);
    if (!(await repo.rebindName(day, key, owner.deviceHash, deviceHash, MAX_REBINDS_PER_DAY))) throw conflict(RECOVERY_USED_MESSAGE, "recovery_used");
  }

  /**
   * A name its code moved to a new key has the attempts of one player, not of two devices: the
   * starts of the game today by both count (decision 061), so a fresh key farms no extra deals.
   */
  async function nameAttempts(game: ChallengeGame, day: string, devices: string[], at: Date): Promise<void> {
    if ((await repo.startsBy(day, game, devices)) > deps.attemptsPerDay) throw dailyLimit(NO_ATTEMPTS_MESSAGE, "no_attempts", at, { attemptsLeft: 0 });
  }

  /** The started run a token names, refused when it is unknown, another game's, another day's or past its expiry (in that order). */
  async function startedRun(token: string, game: ChallengeGame, at: Date): Promise<StartedRun> {
    return checkedRun(await repo.startedRunByTokenHash(hashToken(token)), game, at);
  }

  function checkedRun<R extends Pick<StartedRun, "game" | "day" | "expiresAt">>(run: R | null, game: ChallengeGame, at: Date): R {
    if (!run) throw bad(BAD_TOKEN_MESSAGE, "bad_token");
    if (run.game !== game) throw bad(TOKEN_OTHER_GAME_MESSAGE, "other_game");
    if (run.day !== calendarDay(at, deps.timeZone)) throw bad(OTHER_DAY_TOKEN_MESSAGE, "other_day");
    if (at.getTime() > run.expiresAt.getTime()) throw bad(TOKEN_EXPIRED_MESSAGE, "token_expired");
    return run;
  }

  /**
   * A hidden-deal run's deal: its tape of keyed draws, or the seed of a run started before tapes
   * (kept while such a run can still be played).
   */
  const hiddenDeal = (run: { id: string; seed: number | null }): DealSource =>
    run.seed === null ? { draw: runDraws(runDealKey(deps.dealSecret, run.id)) } : { seed: Number(run.seed) };

  /** The state a run started before states were kept reached: its recorded moves played once. */
  async function replayedProgress(game: HiddenGame, deal: DealSource, id: string): Promise<HiddenProgress> {
    const played = hiddenPlay(game, deal, null, await repo.allMoves(id));
    if (!played.ok) throw bad(played.message, "log_malformed");
    return { state: played.state, count: played.count };
  }

  /** What the worker deals a submitted run from: its seed, or its tape's key and length (computed there). */
  function dealForVerify(run: StartedRun, moves: number): TaskInput["deal"] {
    if (run.seed !== null) return { seed: Number(run.seed) };
    const tape = turnAdapter(run.game as HiddenGame).tape!;
    return { tapeKey: runDealKey(deps.dealSecret, run.id).toString("base64url"), draws: tape.drawsFor(moves) };
  }

  /**
   * Why a run the checks would rank waits for review instead, or null: it would enter the day's top
   * TOP_REVIEWED places above the best score reviewed play has shown for the game (runs the operator
   * ranked from the queue), or above the game's human envelope while there is none (decision 059).
   */
  async function topOfBoard(day: string, game: ChallengeGame, key: string, score: number): Promise<string | null> {
    const rank = await repo.rankOf(day, game, key, score);
    if (rank > TOP_REVIEWED) return null;
    const reviewed = await repo.bestReviewed(game);
    const bar = reviewed ?? ENVELOPES[game].top;
    if (!beyond(game, score, bar)) return null;
    const shown = reviewed === null ? `the ${bar} the game's human envelope allows before any reviewed play` : `the best reviewed play has shown (${bar})`;
    return `It would enter today's top ${TOP_REVIEWED} at #${rank} with ${score}, beyond ${shown}: the operator looks at it first.`;
  }

  async function refuse(day: string, error: AppError): Promise<never> {
    await repo.countOutcome(day, "refused");
    throw error;
  }

  return {
    async today(): Promise<ChallengeToday> {
      const day = today();
      await pruneOncePerDay(day);
      return { day, games: CHALLENGE_GAMES.map((game) => ({ game })) };
    },

    /** Every request below has passed its route's schema (routes.ts). */
    async start({ game, deviceKey }: ChallengeRunStartRequest, ip: string): Promise<ChallengeRunStart> {
      const at = now();
      const day = calendarDay(at, deps.timeZone);
      await pruneOncePerDay(day);
      const ipHash = deps.hashIp(ip);
      const deviceHash = hashDeviceKey(deviceKey);
      const { runId, token, tokenHash } = newRunToken();
      const hidden = HIDDEN_DEAL_GAMES.has(game);
      // A hidden deal is the run's tape, keyed by the run's id: nothing of it is stored or sent.
      const seed = hidden ? null : newRunSeed();
      const expiresAt = new Date(at.getTime() + CHALLENGE_ADAPTERS[game].maxRunMs + NAME_MARGIN_MS);
      // One statement per start: the attempt (block, device count, address ceiling) and, when it is granted, the run.
      const attempt = await repo.takeAttempt(day, game, deviceHash, ipHash, deps.attemptsPerDay, DAILY_STARTS_PER_GAME, { id: runId, tokenHash, seed, startedAt: at, expiresAt });
      if (!attempt.ok && attempt.refused === "blocked") throw bad(BLOCKED_PLAYER_MESSAGE, "blocked_player");
      if (!attempt.ok && attempt.refused === "device") throw dailyLimit(NO_ATTEMPTS_MESSAGE, "no_attempts", at, { attemptsLeft: 0 });
      if (!attempt.ok) throw dailyLimit(DAILY_STARTS_MESSAGE, "daily_starts", at);

      return {
        runId,
        token,
        game,
        day,
        startedAt: at.getTime(),
        expiresAt: expiresAt.getTime(),
        attemptsLeft: attempt.attemptsLeft,
        // A hidden deal would tell the page what a person cannot know: it gets a view instead.
        seed,
        view: hidden ? startView(game as HiddenGame, hiddenDeal({ id: runId, seed: null })) : null,
      };
    },

    /**
     * The next moves of a hidden-deal run (decision 057). The server keeps the run's state after
     * its last move and the view it answered, so a call plays only its new moves and reads none of
     * the run's move lists; a resend (`from` below what the server has, the same moves) is checked
     * against the moves it repeats and answered from the stored view, without counting twice.
     * Moves that do not follow are 409; past the game's most moves (adapters.ts) 400.
     */
    async moves(request: ChallengeMovesRequest): Promise<ChallengeMovesResponse> {
      if (!HIDDEN_DEAL_GAMES.has(request.game)) throw bad(NOT_HIDDEN_DEAL_MESSAGE, "not_hidden_deal");
      const game = request.game as HiddenGame;
      if (request.moves.length !== request.at.length) throw bad(MOVES_MISMATCH_MESSAGE, "moves_mismatch");
      const moves = request.moves;
      const at = now();
      const tokenHash = hashToken(request.token);
      let run = checkedRun(await repo.movingRunByTokenHash(tokenHash), game, at);
      // Two tries: a concurrent request may append first, and a resend of it is then answered.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
        const count = run.moveCount;
        if (request.from > count) throw conflict(MOVES_OUT_OF_ORDER_MESSAGE, "moves_out_of_order");
        const overlap = Math.min(count - request.from, moves.length);
        if (overlap > 0) {
          const recorded = await repo.recordedMoves(run.id, request.from, overlap);
          for (let i = 0; i < overlap; i++) if (recorded[i] !== moves[i]) throw conflict(MOVES_OUT_OF_ORDER_MESSAGE, "moves_out_of_order");
        }
        const fresh = moves.slice(overlap);
        const deal = hiddenDeal(run);
        // A run started before states were kept has none yet: its moves are played once from its deal.
        const progress = count === 0 ? null : run.state === null ? await replayedProgress(game, deal, run.id) : { state: run.state, count };
        if (fresh.length === 0) return { view: run.view ?? (progress ? hiddenView(game, progress.state) : startView(game, deal)), count };
        if (run.finishedAt) throw conflict(RUN_FINISHED_MESSAGE, "run_finished");
        // The moves are checked against the game's schema and rules as they are played.
        const step = hiddenPlay(game, deal, progress, fresh);
        if (!step.ok) throw bad(step.message, "log_malformed");
        const arrival = at.getTime();
        const appended = await repo.appendMoves(run.id, count, {
          moves: fresh,
          at: request.at.slice(overlap),
          arrivals: fresh.map(() => arrival),
          state: step.state,
          view: step.view,
        });
        if (appended) return { view: step.view, count: step.count };
        run = checkedRun(await repo.movingRunByTokenHash(tokenHash), game, at);
      }
      throw conflict(MOVES_OUT_OF_ORDER_MESSAGE, "moves_out_of_order");
    },

    /**
     * A real-time run's live checkpoints (decision 063), stored with the server's clock: only the
     * newest of a request is marked fresh (the others were kept by a page that was offline, so when
     * they were made is unknown). They follow the ones stored (`from`; a resend of those is
     * answered with the count), at least CHECKPOINT_MIN_GAP_MS of page time apart, which bounds a
     * run's checkpoints by its length; none after the seal.
     */
    async checkpoint(request: ChallengeCheckpointRequest): Promise<ChallengeCheckpointResponse> {
      if (!isRealTimeGame(request.game)) throw bad(NOT_REAL_TIME_MESSAGE, "not_real_time");
      const at = now();
      const run = checkedRun(await repo.checkpointRunByTokenHash(hashToken(request.token)), request.game, at);
      if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      const end = request.from + request.checkpoints.length;
      if (request.from > run.count) throw conflict(CHECKPOINTS_OUT_OF_ORDER_MESSAGE, "checkpoints_out_of_order");
      // Checkpoints the server has (a resend, or one whose answer was lost) are not stored twice:
      // the stored ones are what the submission is checked against.
      if (end <= run.count) return { count: run.count };
      if (run.finishedAt) throw conflict(RUN_FINISHED_MESSAGE, "run_finished");
      const points = request.checkpoints.slice(run.count - request.from);
      let lastAt = run.lastAt;
      for (const point of points) {
        if (lastAt !== null && point.at - lastAt < CHECKPOINT_MIN_GAP_MS) throw bad(CHECKPOINTS_OUT_OF_ORDER_MESSAGE, "checkpoints_out_of_order");
        lastAt = point.at;
      }
      const receivedAt = at.getTime();
      const stored: ReceivedCheckpoint[] = points.map((point, i) => ({ ...point, receivedAt, fresh: i === points.length - 1 }));
      if (!(await repo.appendCheckpoints(run.id, run.count, stored, lastAt!))) throw conflict(CHECKPOINTS_OUT_OF_ORDER_MESSAGE, "checkpoints_out_of_order");
      return { count: end };
    },

    /**
     * Seals the end of play (the first call wins), so typing a name is not counted as play.
     * `logHash`: the log's hash when a worker parsed a large body (whose `log` is then null).
     */
    async finish(request: ChallengeFinishRequest, logHash?: string | null): Promise<{ finishedAt: number }> {
      if (logHash === undefined) refuseDeepLog(request.log);
      const at = now();
      const run = await startedRun(request.token, request.game, at);
      if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      const sealed = await repo.finish(run.id, logHash ?? hashLog(request.log), at);
      // Null only when the run was submitted between the look-up and the seal.
      if (!sealed) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      return { finishedAt: sealed.finishedAt.getTime() };
    },

    /**
     * `bodyText`: the request body as sent, when the route left its parsing to a worker (a large
     * body: `body` then has no log); the worker reads the log from it.
     */
    async submit(request: ChallengeRunRequest, ip: string, bodyText?: string): Promise<ChallengeRunResponse> {
      // A large body's log was checked in the worker that parsed it (verify-worker.ts parseBody).
      if (bodyText === undefined) refuseDeepLog(request.log);
      const at = now();
      const run = await startedRun(request.token, request.game, at);
      // Sent again: 409 before the name checks, so a resend takes no name slot (the consume below decides races).
      if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      const day = run.day;
      // A run is its starting device's: a token started without a key (before keys were required)
      // would be a bearer token anyone could submit, so it is refused like another device's.
      const deviceHash = hashDeviceKey(request.deviceKey);
      if (run.deviceHash !== deviceHash) throw bad(TOKEN_OTHER_DEVICE_MESSAGE, "other_device");
      const ipHash = deps.hashIp(ip);
      if (await repo.isPlayerBlocked(deviceHash, ipHash)) throw bad(BLOCKED_PLAYER_MESSAGE, "blocked_player");

      const problem = nameProblem(request.nickname);
      if (problem) throw bad(problem, NAME_PROBLEM_REASONS[problem] ?? "nickname_refused");
      const key = nameKey(request.nickname);
      if (await repo.isNameBlocked(key)) throw bad(NICKNAME_REFUSED_MESSAGE, "nickname_refused");
      // Another device's name is refused before the run is replayed, unless its recovery code
      // comes along; the claim itself is taken after the replay (claimName), so only runs that
      // pass it hold names, and of simultaneous first claims exactly one wins.
      const owner = await repo.nameOwner(day, key);
      if (owner && owner.deviceHash !== deviceHash) {
        if (request.recoveryCode === undefined) throw bad(NICKNAME_TAKEN_MESSAGE, "nickname_taken");
        await recoverName(request.game, day, key, owner, deviceHash, ipHash, request.recoveryCode, at);
      } else if (owner?.previousDeviceHash) await nameAttempts(request.game, day, [owner.previousDeviceHash, deviceHash], at);
      if (!(await repo.claimNameSlot(day, request.game, ipHash, key, NAMES_PER_ADDRESS_PER_GAME))) throw bad(NAMES_PER_ADDRESS_MESSAGE, "names_per_address");

      // The token first: a run sent again is told it was already submitted (409), whatever the day's
      // count says. Then the daily limit, before the replay, so a flood of runs costs the server at
      // most 10 replays per address; a run past the limit has spent its token, as it could not count.
      const consumed = await repo.consume(run.id, at);
      if (!consumed) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      if (!(await repo.takeSubmission(day, request.game, ipHash, DAILY_SUBMISSIONS_PER_GAME))) throw dailyLimit(DAILY_LIMIT_MESSAGE, "daily_limit", at);

      const startedAt = consumed.startedAt.getTime();
      const endedAt = consumed.finishedAt?.getTime() ?? at.getTime();
      const hidden = HIDDEN_DEAL_GAMES.has(request.game);
      const recordedMoves = consumed.moves as unknown[];
      let answer;
      try {
        answer = await deps.verifier.verify({
          input: {
            game: request.game,
            deal: dealForVerify(consumed, recordedMoves.length),
            // Sent as the body's text when there is one: the worker parses it (verify-worker.ts).
            log: bodyText === undefined ? request.log : undefined,
            claimedScore: request.claimedScore,
            timeline: {
              startedAt,
              endedAt,
              sealed: consumed.finishedAt !== null,
              ...(hidden ? { moveArrivals: consumed.moveArrivals as number[] } : {}),
              // A real-time run's live checkpoints, always (none sent is a finding of its own).
              ...(isRealTimeGame(request.game) ? { checkpoints: consumed.checkpoints as ReceivedCheckpoint[] } : {}),
            },
            ...(hidden ? { recordedMoves } : {}),
          },
          sealedLogHash: consumed.logHash,
          // The checks that need no replay (precheck) come first, in the worker: the log may only be there.
          ageMs: endedAt - startedAt,
          ...(bodyText === undefined ? {} : { bodyText }),
        });
      } catch (err) {
        // The server could not check the run (busy, or a worker failed): the token is handed back.
        await repo.release(run.id, at);
        throw err;
      }
      if (!answer.ok) return refuse(day, new AppError(answer.status === 400 ? "bad_request" : "unprocessable", answer.message, { body: { reason: refusalReason(answer) } }));

      if (!(await repo.claimName(day, key, deviceHash))) {
        // Another device claimed the name while this run was replayed: the run is handed back to
        // be sent under another name.
        await repo.release(run.id, at);
        throw bad(NICKNAME_TAKEN_MESSAGE, "nickname_taken");
      }
      // The top of a board is seen before it shows: a run the replay would rank, entering the top 3
      // above what reviewed play has shown, waits for the operator too.
      const gate = answer.status === "ranked" ? await topOfBoard(day, request.game, key, answer.score) : null;
      const status = gate ? "held" : answer.status;
      const reasons = gate ? [gate] : answer.reasons;
      const heldFor = gate ? "top_of_board" : answer.heldFor;
      await repo.insertRun({
        day,
        game: request.game,
        nickname: request.nickname,
        nicknameKey: key,
        score: answer.score,
        ipHash,
        deviceHash,
        runId: run.id,
        status,
        reason: reasons.join(REASON_SEPARATOR),
        seed: consumed.seed === null ? null : Number(consumed.seed),
        // A small body's log was parsed by the route (at most LARGE_BODY_BYTES); a large one's comes back as text from the worker.
        log: answer.logText ?? JSON.stringify(request.log),
        tape: answer.tape ? JSON.stringify(answer.tape) : null,
      });
      await repo.countOutcome(day, status === "ranked" ? "verified" : "held");
      const rank = status === "ranked" ? await repo.rankOf(day, request.game, key, answer.score) : null;
      // The first accepted run under the name today brings its recovery code, shown this once.
      const code = newRecoveryCode();
      const issued = (await repo.nameOwner(day, key))?.codeHash === null && (await repo.setRecoveryCode(day, key, deviceHash, await hashRecoveryCode(code)));
      return {
        day,
        game: request.game,
        score: answer.score,
        rank,
        status,
        reason: status === "held" ? reasons.join(" ") : null,
        heldFor: status === "held" ? heldFor : null,
        runId: run.id,
        replayUrl: status === "ranked" ? replayUrl(run.id) : null,
        ...(issued ? { recoveryCode: code } : {}),
      };
    },

    async leaderboard(game: ChallengeGame, day: string | undefined, nickname: string | undefined): Promise<LeaderboardResponse> {
      const onDay = day ?? today();
      const board = await repo.leaderboard(onDay, game, nickname ? nameKey(nickname) : undefined);
      return nickname ? { day: onDay, game, entries: board.entries, you: board.you } : { day: onDay, game, entries: board.entries };
    },

    /** Each game's first place on the day; players tied for first are all first. */
    async winners(day: string | undefined): Promise<WinnersResponse> {
      const onDay = day ?? daysBefore(today(), 1);
      const winners: WinnersResponse["winners"] = [];
      for (const game of CHALLENGE_GAMES) {
        for (const first of (await repo.leaderboard(onDay, game)).entries.filter((e) => e.rank === 1)) winners.push({ game, nickname: first.nickname, score: first.score });
      }
      return { day: onDay, winners };
    },

    /** A ranked run's public record, for anyone to watch it played back (404 otherwise). */
    async runRecord(runId: string): Promise<string> {
      const row = RUN_ID_PATTERN.test(runId) ? await repo.publicRun(runId) : null;
      if (!row) throw new AppError("not_found", RUN_NOT_FOUND_MESSAGE);
      return recordJson(row);
    },

    /** A visitor's report of a ranked run they watched: once per device per run. */
    async report(runId: string, deviceKey: string): Promise<void> {
      const row = RUN_ID_PATTERN.test(runId) ? await repo.publicRun(runId) : null;
      if (!row) throw new AppError("not_found", RUN_NOT_FOUND_MESSAGE);
      if (!(await repo.report(runId, hashDeviceKey(deviceKey)))) throw conflict(ALREADY_REPORTED_MESSAGE, "already_reported");
    },

    async records(): Promise<RecordsResponse> {
      const records: RecordsResponse["records"] = [];
      for (const game of CHALLENGE_GAMES) {
        const best = await repo.record(game);
        if (best) records.push({ game, day: best.day, nickname: best.nickname, score: best.score });
      }
      return { records };
    },

    /** Retention now (also run by the first start or /today of each day); for the operator's tools and tests. */
    async prune(): Promise<void> {
      prunedOn = "";
      await pruneOncePerDay(today());
    },

    /**
     * A large body (submission or finish seal), parsed off the request thread: everything but its
     * log (null), and the log's hash. The route's schema saw only its text, so the schema is
     * applied here, to what the worker sent back, with the same 400 and message.
     */
    async parseLargeBody<T>(text: string, schema: z.ZodType<T>): Promise<{ body: T; logHash: string | null }> {
      const parsed = await deps.verifier.parseBody(text);
      if (!parsed.ok) throw bad(parsed.message ?? "The request body is not valid JSON.", parsed.message ? "log_malformed" : undefined);
      const checked = schema.safeParse(parsed.body);
      if (!checked.success) throw bad(checked.error.issues[0]?.message ?? "Invalid request");
      return { body: checked.data, logHash: parsed.logHash };
    },
    // The operator's actions (admin-routes.ts).
    ...createChallengeAdmin(repo, today, now),
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
