/**
 * What the daily challenge's repositories share: which runs the public sees, and the one place a
 * board's sort order is written. Every rule that must hold across instances is one statement the
 * database decides (a counter upsert that stops at its limit, a conditional update, a primary key).
 */
import { sql, type SQL } from "drizzle-orm";
import { FEWER_IS_BETTER, type ChallengeGame } from "../../../contracts/challenge";
import { challengeBlockedNicknames, challengeBlockedPlayers } from "../../db/schema";

export type RunStatus = "ranked" | "held" | "refused";

/** "asc" or "desc" from a fixed table, never from input, so sql.raw is safe here. */
export const order = (game: ChallengeGame) => sql.raw(FEWER_IS_BETTER.has(game) ? "asc" : "desc");

/** A raw query's rows, on either database (PGlite and node-postgres shape results differently). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The alias the run queries give challenge_runs. */
export const r = sql.raw("r");

/** A run the public sees: ranked, its name not blocked, its device not blocked. */
export const visible = (run: SQL) => sql`${run}.status = 'ranked'
  and not exists (select 1 from ${challengeBlockedNicknames} b where b.nickname_key = ${run}.nickname_key)
  and ${notBlockedDevice(sql`${run}.device_hash`)}`;

/**
 * Only a device block hides runs: an address block (the operator's choice) refuses new starts and
 * submissions from the address, but the address is shared (a family's Wi-Fi, a carrier's NAT), so
 * other devices' runs from it stay on the boards (decision 060).
 */
export const notBlockedDevice = (deviceHash: SQL) => sql`not exists (select 1 from ${challengeBlockedPlayers} p where p.kind = 'device' and p.hash = ${deviceHash})`;

/** A stored run's row as the run queries read it (`storedRunColumns`, from challenge_runs as r). */
export type StoredRunSqlRow = { id: number; run_id: string; game: ChallengeGame; day: string; nickname: string; score: number; status: RunStatus };
export const storedRunColumns = sql`r.id, r.run_id, r.game, r.day::text as day, r.nickname, r.score, r.status`;
/** What the boards and the operator's lists show of a stored run. */
export const storedRun = (row: StoredRunSqlRow) => ({
  id: row.id,
  runId: row.run_id,
  game: row.game,
  day: row.day,
  nickname: row.nickname,
  score: row.score,
  status: row.status,
});
