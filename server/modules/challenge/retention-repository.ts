/**
 * SQL for retention (the privacy page's periods) and for bringing stored name keys up to how
 * names.ts makes them now.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  challengeBlockedNicknames,
  challengeDeviceStarts,
  challengeNameOwners,
  challengeNameSlots,
  challengeRecoveryGuesses,
  challengeReports,
  challengeRuns,
  challengeStartCounts,
  challengeStartedRuns,
  challengeSubmissions,
} from "../../db/schema";

export function createRetentionRepository(db: Db) {
  return {
    /**
     * Brings stored keys up to `keyOf` when names.ts changes how a key is made (decision 060 took
     * marks out of Latin keys): each stored run's key is made again from its nickname, and each
     * blocked key also blocks its new key (a block keeps only the key, so the old one stays too).
     * Idempotent; run once a day with retention. Returns the rows changed.
     */
    async rekeyNames(keyOf: (nickname: string) => string): Promise<number> {
      let changed = 0;
      const names = await db.selectDistinct({ nickname: challengeRuns.nickname, key: challengeRuns.nicknameKey }).from(challengeRuns);
      for (const { nickname, key } of names) {
        const next = keyOf(nickname);
        if (next === key) continue;
        const rows = await db
          .update(challengeRuns)
          .set({ nicknameKey: next })
          .where(and(eq(challengeRuns.nickname, nickname), eq(challengeRuns.nicknameKey, key)))
          .returning({ id: challengeRuns.id });
        changed += rows.length;
      }
      for (const { nicknameKey } of await db.select({ nicknameKey: challengeBlockedNicknames.nicknameKey }).from(challengeBlockedNicknames)) {
        const next = keyOf(nicknameKey);
        if (next !== nicknameKey) changed += (await db.insert(challengeBlockedNicknames).values({ nicknameKey: next }).onConflictDoNothing().returning()).length;
      }
      return changed;
    },

    /**
     * Retention (web/content/privacy.ts): runs older than `runsBefore` go, except the runs in
     * `keepIds` (each game's public record); started runs, limit counters and name slots (address
     * and device hashes) older than `countersBefore` go.
     */
    async prune(runsBefore: string, countersBefore: string, keepIds: number[]): Promise<void> {
      const keep = keepIds.length
        ? sql`and ${challengeRuns.id} not in (${sql.join(
            keepIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
      await db.execute(sql`delete from ${challengeRuns} where ${challengeRuns.day} < ${runsBefore} ${keep}`);
      await db.delete(challengeSubmissions).where(lt(challengeSubmissions.day, countersBefore));
      await db.delete(challengeStartCounts).where(lt(challengeStartCounts.day, countersBefore));
      await db.delete(challengeNameSlots).where(lt(challengeNameSlots.day, countersBefore));
      await db.delete(challengeDeviceStarts).where(lt(challengeDeviceStarts.day, countersBefore));
      await db.delete(challengeNameOwners).where(lt(challengeNameOwners.day, countersBefore));
      await db.delete(challengeRecoveryGuesses).where(lt(challengeRecoveryGuesses.day, countersBefore));
      await db.delete(challengeStartedRuns).where(lt(challengeStartedRuns.day, countersBefore));
      // Reports go with their run.
      await db.execute(sql`delete from ${challengeReports} rep where not exists (select 1 from ${challengeRuns} r where r.run_id = rep.run_id)`);
    },
  };
}
