/**
 * A submission, checked in a fixed order: cheap refusals first (the token, the device, blocks, the
 * name), then the token consumed and the daily limit taken, the replay last and off the request
 * thread (verify-pool.ts), then the review gate; the run is stored with its outcome.
 */
import {
  BLOCKED_PLAYER_MESSAGE,
  CHECKPOINTS_DIFFER_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  DAILY_SUBMISSIONS_PER_GAME,
  HIDDEN_DEAL_GAMES,
  LOG_DIFFERS_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  replayUrl,
  SCORE_MISMATCH_MESSAGE,
  TOKEN_OTHER_DEVICE_MESSAGE,
  TOKEN_USED_MESSAGE,
  type ChallengeErrorReason,
  type ChallengeRunRequest,
  type ChallengeRunResponse,
} from "../../../contracts/challenge";
import { isRealTimeGame, turnAdapter } from "../../../games/challenge/adapters";
import type { ReceivedCheckpoint } from "../../../games/challenge/checkpoints";
import type { HiddenGame } from "../../../games/challenge/hidden";
import { AppError } from "../../lib/errors";
import type { createNameRules } from "./names-service";
import { REASON_SEPARATOR } from "./operator-repository";
import { topOfBoard } from "./review-gate";
import { bad, conflict, dailyLimit, refuseDeepLog, startedRun, type ChallengeContext } from "./service-context";
import { hashDeviceKey, runDealKey } from "./signing";
import type { StartedRun } from "./started-runs-repository";
import type { TaskInput } from "./verify-pool";

/** The reason of a replay's refusal: its own for a log that is not the run played or a score that differs. */
function refusalReason(answer: { status: 400 | 422; message: string }): ChallengeErrorReason {
  if (answer.status === 400) return "log_malformed";
  if (answer.message === SCORE_MISMATCH_MESSAGE) return "score_mismatch";
  if (answer.message === LOG_DIFFERS_MESSAGE || answer.message.startsWith(CHECKPOINTS_DIFFER_MESSAGE)) return "log_differs";
  return "run_refused";
}

export function createSubmitService(ctx: ChallengeContext, names: ReturnType<typeof createNameRules>) {
  const { deps, repo, now } = ctx;

  /** What the worker deals a submitted run from: its seed, or its tape's key and length (computed there). */
  function dealForVerify(run: StartedRun, moves: number): TaskInput["deal"] {
    if (run.seed !== null) return { seed: Number(run.seed) };
    const tape = turnAdapter(run.game as HiddenGame).tape!;
    return { tapeKey: runDealKey(deps.dealSecret, run.id).toString("base64url"), draws: tape.drawsFor(moves) };
  }

  async function refuse(day: string, error: AppError): Promise<never> {
    await repo.countOutcome(day, "refused");
    throw error;
  }

  return {
    /**
     * `bodyText`: the request body as sent, when the route left its parsing to a worker (a large
     * body: `body` then has no log); the worker reads the log from it.
     */
    async submit(request: ChallengeRunRequest, ip: string, bodyText?: string): Promise<ChallengeRunResponse> {
      // A large body's log was checked in the worker that parsed it (verify-worker.ts parseBody).
      if (bodyText === undefined) refuseDeepLog(request.log);
      const at = now();
      const run = await startedRun(ctx, request.token, request.game, at);
      // Sent again: 409 before the name checks, so a resend takes no name slot (the consume below decides races).
      if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      const day = run.day;
      // A run is its starting device's: a token started without a key (before keys were required)
      // would be a bearer token anyone could submit, so it is refused like another device's.
      const deviceHash = hashDeviceKey(request.deviceKey);
      if (run.deviceHash !== deviceHash) throw bad(TOKEN_OTHER_DEVICE_MESSAGE, "other_device");
      const ipHash = deps.hashIp(ip);
      if (await repo.isPlayerBlocked(deviceHash, ipHash)) throw bad(BLOCKED_PLAYER_MESSAGE, "blocked_player");

      const key = await names.checkName(request, { day, deviceHash, ipHash, at });

      // The token first: a run sent again is told it was already submitted (409), whatever the day's
      // count says. Then the daily limit, before the replay, so a flood of runs costs the server at
      // most 10 replays per address; a run past the limit has spent its token, as it could not count.
      const consumed = await repo.consume(run.id, at);
      if (!consumed) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      if (!(await repo.takeSubmission(day, request.game, ipHash, DAILY_SUBMISSIONS_PER_GAME))) throw dailyLimit(deps.timeZone, DAILY_LIMIT_MESSAGE, "daily_limit", at);

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
      const gate = answer.status === "ranked" ? await topOfBoard(repo, day, request.game, key, answer.score) : null;
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
      const recoveryCode = await names.issueRecoveryCode(day, key, deviceHash);
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
        ...(recoveryCode ? { recoveryCode } : {}),
      };
    },
  };
}
