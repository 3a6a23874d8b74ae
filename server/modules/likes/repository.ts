/** SQL for the free daily uses (only here). The unique keys (day, ip_hash) and (day, uid) decide. */
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likesFreeUses, vipUses } from "../../db/schema";
import { STORED_UID_HASH_LENGTH, type UidHasher } from "../../lib/ip-hash";

export type DailyKey = { day: string; ipHash: string; uid: string };
export type Conflict = { ipHash: string; uid: string; status: "pending" | "confirmed" };

export function createLikesRepository(db: Db) {
  return {
    /**
     * Reserves today's free use for this IP and this UID in one statement: the insert either
     * passes both unique keys or inserts nothing. Returns the reservation id, or null when taken.
     */
    async reserve(key: DailyKey & { region: string; at: Date }): Promise<string | null> {
      const rows = await db
        .insert(likesFreeUses)
        .values({ day: key.day, ipHash: key.ipHash, uid: key.uid, region: key.region, status: "pending", reservedAt: key.at })
        .onConflictDoNothing()
        .returning({ id: likesFreeUses.id });
      return rows[0]?.id ?? null;
    },

    async findConflicts(key: DailyKey): Promise<Conflict[]> {
      return db
        .select({ ipHash: likesFreeUses.ipHash, uid: likesFreeUses.uid, status: likesFreeUses.status })
        .from(likesFreeUses)
        .where(and(eq(likesFreeUses.day, key.day), or(eq(likesFreeUses.ipHash, key.ipHash), eq(likesFreeUses.uid, key.uid))));
    },

    /** Whether this address holds today's free use (pending or confirmed): a read, the reservation decides. */
    async ipHasUse(day: string, ipHash: string): Promise<boolean> {
      const rows = await db
        .select({ id: likesFreeUses.id })
        .from(likesFreeUses)
        .where(and(eq(likesFreeUses.day, day), eq(likesFreeUses.ipHash, ipHash)))
        .limit(1);
      return rows.length > 0;
    },

    async confirm(id: string, likesAdded: number, at: Date): Promise<void> {
      await db.update(likesFreeUses).set({ status: "confirmed", likesAdded, confirmedAt: at }).where(eq(likesFreeUses.id, id));
    },

    /** Gives the daily use back: only a reservation that was never confirmed can be released. */
    async release(id: string): Promise<void> {
      await db.delete(likesFreeUses).where(and(eq(likesFreeUses.id, id), eq(likesFreeUses.status, "pending")));
    },

    /**
     * A reservation still pending long after the provider's timeout belongs to a request that
     * never finished (the process stopped mid-call): it must not block the visitor all day.
     */
    async releaseStale(key: DailyKey, reservedBefore: Date): Promise<void> {
      await db
        .delete(likesFreeUses)
        .where(
          and(
            eq(likesFreeUses.day, key.day),
            eq(likesFreeUses.status, "pending"),
            lt(likesFreeUses.reservedAt, reservedBefore),
            or(eq(likesFreeUses.ipHash, key.ipHash), eq(likesFreeUses.uid, key.uid)),
          ),
        );
    },
  };
}

/**
 * Deletes the free-use rows of days before `day` (the retention period): they hold a hashed IP
 * and a UID, and only today's rows decide anything. The day's totals stay in daily_counts.
 */
export async function deleteFreeUsesBefore(db: Db, day: string): Promise<number> {
  const rows = await db.delete(likesFreeUses).where(lt(likesFreeUses.day, day)).returning({ id: likesFreeUses.id });
  return rows.length;
}

/**
 * Rows written before UIDs were stored hashed (free uses and VIP uses) hold the UID itself: each
 * is replaced by its keyed hash, so the daily limit still counts it and the privacy page's promise
 * holds for every row. Idempotent (a hash is never hashed again, and a VIP use past retention has
 * an empty UID); several instances starting at once each find what is left. Returns how many rows changed.
 */
export async function hashStoredUids(db: Db, hashUid: UidHasher): Promise<number> {
  let changed = 0;
  for (const table of [likesFreeUses, vipUses]) {
    const raw = await db
      .selectDistinct({ uid: table.uid })
      .from(table)
      .where(and(ne(table.uid, ""), ne(sql`length(${table.uid})`, STORED_UID_HASH_LENGTH)));
    for (const { uid } of raw) {
      const rows = await db
        .update(table)
        .set({ uid: hashUid(uid) })
        .where(eq(table.uid, uid))
        .returning({ uid: table.uid });
      changed += rows.length;
    }
  }
  return changed;
}
