/**
 * A run as it is played: started on the server with a single-use token and its own deal (the
 * attempt taken in the same statement), a hidden deal's moves played on the server as they come,
 * and the finish seal at game over.
 */
import {
  BLOCKED_PLAYER_MESSAGE,
  DAILY_STARTS_MESSAGE,
  DAILY_STARTS_PER_GAME,
  HIDDEN_DEAL_GAMES,
  MOVES_OUT_OF_ORDER_MESSAGE,
  NO_ATTEMPTS_MESSAGE,
  NOT_HIDDEN_DEAL_MESSAGE,
  TOKEN_USED_MESSAGE,
  type ChallengeFinishRequest,
  type ChallengeMovesRequest,
  type ChallengeMovesResponse,
  type ChallengeRunStart,
  type ChallengeRunStartRequest,
} from "../../../contracts/challenge";
import { CHALLENGE_ADAPTERS } from "../../../games/challenge/adapters";
import type { DealSource } from "../../../games/challenge/deal";
import { hiddenPlay, hiddenView, startView, type HiddenGame, type HiddenProgress } from "../../../games/challenge/hidden";
import { calendarDay } from "../../lib/calendar-day";
import { bad, checkedRun, conflict, dailyLimit, hiddenDeal, refuseDeepLog, RUN_FINISHED_MESSAGE, startedRun, type ChallengeContext } from "./service-context";
import { hashDeviceKey, hashLog, hashToken, newRunSeed, newRunToken } from "./signing";

/** A run's token lasts the game's longest plausible run plus this, for typing a name and sending. */
export const NAME_MARGIN_MS = 10 * 60 * 1000;
export const MOVES_MISMATCH_MESSAGE = "The moves need one page time (at) each.";

/** `pruneOncePerDay`: retention, run by the first start (or /today) of each day. */
export function createRunsService(ctx: ChallengeContext, pruneOncePerDay: (day: string) => Promise<void>) {
  const { deps, repo, now } = ctx;

  /** The state a run started before states were kept reached: its recorded moves played once. */
  async function replayedProgress(game: HiddenGame, deal: DealSource, id: string): Promise<HiddenProgress> {
    const played = hiddenPlay(game, deal, null, await repo.allMoves(id));
    if (!played.ok) throw bad(played.message, "log_malformed");
    return { state: played.state, count: played.count };
  }

  return {
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
      if (!attempt.ok && attempt.refused === "device") throw dailyLimit(deps.timeZone, NO_ATTEMPTS_MESSAGE, "no_attempts", at, { attemptsLeft: 0 });
      if (!attempt.ok) throw dailyLimit(deps.timeZone, DAILY_STARTS_MESSAGE, "daily_starts", at);

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
        view: hidden ? startView(game as HiddenGame, hiddenDeal(deps.dealSecret, { id: runId, seed: null })) : null,
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
      let run = checkedRun(await repo.movingRunByTokenHash(tokenHash), game, at, deps.timeZone);
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
        const deal = hiddenDeal(deps.dealSecret, run);
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
        run = checkedRun(await repo.movingRunByTokenHash(tokenHash), game, at, deps.timeZone);
      }
      throw conflict(MOVES_OUT_OF_ORDER_MESSAGE, "moves_out_of_order");
    },

    /**
     * Seals the end of play (the first call wins), so typing a name is not counted as play.
     * `logHash`: the log's hash when a worker parsed a large body (whose `log` is then null).
     */
    async finish(request: ChallengeFinishRequest, logHash?: string | null): Promise<{ finishedAt: number }> {
      if (logHash === undefined) refuseDeepLog(request.log);
      const at = now();
      const run = await startedRun(ctx, request.token, request.game, at);
      if (run.consumedAt) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      const sealed = await repo.finish(run.id, logHash ?? hashLog(request.log), at);
      // Null only when the run was submitted between the look-up and the seal.
      if (!sealed) throw conflict(TOKEN_USED_MESSAGE, "token_used");
      return { finishedAt: sealed.finishedAt.getTime() };
    },
  };
}
