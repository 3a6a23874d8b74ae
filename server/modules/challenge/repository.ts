/**
 * SQL for the daily challenge (only in these repositories), one file a concern: started runs and
 * their tokens, names and players, stored runs and the boards, the operator's side, retention.
 * Every rule that must hold across instances is one statement the database decides: a counter
 * upsert that stops at its limit, a conditional update (append moves, seal, consume), a primary
 * key (name owners, name slots, reports).
 */
import type { Db } from "../../db/client";
import { createBoardsRepository } from "./boards-repository";
import { createNamesRepository } from "./names-repository";
import { createOperatorRepository } from "./operator-repository";
import { createRetentionRepository } from "./retention-repository";
import { createStartedRunsRepository } from "./started-runs-repository";

export function createChallengeRepository(db: Db) {
  return {
    ...createStartedRunsRepository(db),
    ...createNamesRepository(db),
    ...createBoardsRepository(db),
    ...createOperatorRepository(db),
    ...createRetentionRepository(db),
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
