/**
 * A real-time run's live checkpoints as it plays (decision 063): ticks so far and a link of the
 * log's hash chain, timed by the server's clock, so a run whose game or page clock ran slow is seen.
 */
import {
  CHECKPOINT_MIN_GAP_MS,
  CHECKPOINTS_OUT_OF_ORDER_MESSAGE,
  NOT_REAL_TIME_MESSAGE,
  TOKEN_USED_MESSAGE,
  type ChallengeCheckpointRequest,
  type ChallengeCheckpointResponse,
} from "../../../contracts/challenge";
import { isRealTimeGame } from "../../../games/challenge/adapters";
import type { ReceivedCheckpoint } from "../../../games/challenge/checkpoints";
import { bad, checkedRun, conflict, RUN_FINISHED_MESSAGE, type ChallengeContext } from "./service-context";
import { hashToken } from "./signing";

export function createCheckpointsService({ deps, repo, now }: ChallengeContext) {
  return {
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
      const run = checkedRun(await repo.checkpointRunByTokenHash(hashToken(request.token)), request.game, at, deps.timeZone);
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
  };
}
