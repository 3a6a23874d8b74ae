/**
 * SQL for the operator's side: the runs held for review and the decision on each, visitors'
 * reports (one per device per run, the primary key decides), blocks of a player or a name, and
 * removing a run.
 */
import { and, eq, sql } from "drizzle-orm";
import type { AdminReportedRun, ChallengeGame } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import { challengeBlockedNicknames, challengeBlockedPlayers, challengeReports, challengeRuns, challengeStartedRuns } from "../../db/schema";
import { rowsOf, storedRun, storedRunColumns, type StoredRunSqlRow } from "./repository-sql";

export type HeldRun = { id: number; game: ChallengeGame; nickname: string; score: number; reason: string; reasons: string[]; createdAt: string };
/** A held run's reasons are stored one a line (`reason`): older rows hold one line. */
export const REASON_SEPARATOR = "\n";

export function createOperatorRepository(db: Db) {
  return {
    /** Runs waiting for the operator's review, oldest first. */
    async heldRuns(limit = 200): Promise<HeldRun[]> {
      const rows = await db
        .select({
          id: challengeRuns.id,
          game: challengeRuns.game,
          nickname: challengeRuns.nickname,
          score: challengeRuns.score,
          reason: challengeRuns.reason,
          createdAt: challengeRuns.createdAt,
        })
        .from(challengeRuns)
        .where(eq(challengeRuns.status, "held"))
        .orderBy(challengeRuns.createdAt, challengeRuns.id)
        .limit(limit);
      return rows.map((row) => {
        const reasons = row.reason.split(REASON_SEPARATOR).filter((r) => r.length > 0);
        return { ...row, reason: reasons.join(" "), reasons, game: row.game as ChallengeGame, createdAt: row.createdAt.toISOString() };
      });
    },

    /**
     * Moves a held run to `status`: "not_found" for no such run, "not_held" when it is not waiting
     * for review. A run the operator ranks becomes reviewed play (`reviewed_at`).
     */
    async decideHeld(id: number, status: "ranked" | "refused", at: Date): Promise<"ok" | "not_found" | "not_held"> {
      const rows = await db
        .update(challengeRuns)
        .set(status === "ranked" ? { status, reviewedAt: at } : { status })
        .where(and(eq(challengeRuns.id, id), eq(challengeRuns.status, "held")))
        .returning({ id: challengeRuns.id });
      if (rows.length > 0) return "ok";
      const [exists] = await db.select({ id: challengeRuns.id }).from(challengeRuns).where(eq(challengeRuns.id, id));
      return exists ? "not_held" : "not_found";
    },

    async runById(id: number): Promise<{ id: number; ipHash: string; deviceHash: string | null } | null> {
      const [row] = await db
        .select({ id: challengeRuns.id, ipHash: challengeRuns.ipHash, deviceHash: challengeRuns.deviceHash })
        .from(challengeRuns)
        .where(eq(challengeRuns.id, id));
      return row ?? null;
    },

    /** One report per device per run (the primary key decides, on every instance): false when this device already reported it. */
    async report(runId: string, deviceHash: string): Promise<boolean> {
      const rows = await db.insert(challengeReports).values({ runId, deviceHash }).onConflictDoNothing().returning({ runId: challengeReports.runId });
      return rows.length > 0;
    },

    /** Runs visitors reported, most reported first (then newest). */
    async reportedRuns(limit = 100): Promise<AdminReportedRun[]> {
      const result = await db.execute(sql`
        select ${storedRunColumns}, count(*)::int as reports
        from ${challengeReports} rep join ${challengeRuns} r on r.run_id = rep.run_id
        group by r.id order by reports desc, r.id desc limit ${limit}`);
      return rowsOf<StoredRunSqlRow & { reports: number }>(result).map((row) => ({ ...storedRun(row), reports: Number(row.reports) }));
    },

    /** Blocks the device and, when `address` is given, the address (none of this run's rows is deleted). */
    async blockPlayer(deviceHash: string | null, address: string | null): Promise<void> {
      const rows: { kind: "device" | "ip"; hash: string }[] = [];
      if (deviceHash) rows.push({ kind: "device", hash: deviceHash });
      if (address) rows.push({ kind: "ip", hash: address });
      if (rows.length > 0) await db.insert(challengeBlockedPlayers).values(rows).onConflictDoNothing();
    },

    /**
     * How many other devices an address block would refuse: the devices, other than `deviceHash`,
     * that started or submitted a run from the address in the days still kept (started runs are
     * kept two days, stored runs longer: both are read).
     */
    async otherDevicesAt(ipHash: string, deviceHash: string | null): Promise<number> {
      const result = await db.execute(sql`select count(distinct d)::int as n from (
          select device_hash as d from ${challengeStartedRuns} where ip_hash = ${ipHash}
          union select device_hash from ${challengeRuns} where ip_hash = ${ipHash}
        ) x where d is not null and d <> ${deviceHash ?? ""}`);
      return Number(rowsOf<{ n: number }>(result)[0]!.n);
    },

    async deleteRun(id: number): Promise<boolean> {
      const rows = await db.delete(challengeRuns).where(eq(challengeRuns.id, id)).returning({ id: challengeRuns.id });
      return rows.length > 0;
    },
    async blockName(nicknameKey: string): Promise<void> {
      await db.insert(challengeBlockedNicknames).values({ nicknameKey }).onConflictDoNothing();
    },
  };
}
