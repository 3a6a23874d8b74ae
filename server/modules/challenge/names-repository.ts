/**
 * SQL for names and players: the operator's blocks as a submission meets them, a name's owner for
 * the day (one row per day and name key, so of simultaneous first claims exactly one wins), its
 * recovery code and the guesses at it, and an address's name slots.
 */
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { ChallengeGame } from "../../../contracts/challenge";
import type { Db } from "../../db/client";
import { challengeBlockedNicknames, challengeBlockedPlayers, challengeDeviceStarts, challengeNameOwners, challengeNameSlots, challengeRecoveryGuesses } from "../../db/schema";
import { notBlockedDevice, rowsOf } from "./repository-sql";

/** A name's owner for the day, as a submission finds it. */
export type NameOwner = { deviceHash: string; codeHash: string | null; rebinds: number; previousDeviceHash: string | null };

export function createNamesRepository(db: Db) {
  return {
    async isPlayerBlocked(deviceHash: string | null, ipHash: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`select 1 from ${challengeBlockedPlayers} p
          where (p.kind = 'ip' and p.hash = ${ipHash}) or (p.kind = 'device' and p.hash = ${deviceHash ?? ""}) limit 1`),
      );
      return rows.length > 0;
    },

    async isNameBlocked(nicknameKey: string): Promise<boolean> {
      const rows = await db.select().from(challengeBlockedNicknames).where(eq(challengeBlockedNicknames.nicknameKey, nicknameKey));
      return rows.length > 0;
    },

    /** The name's owner today, unless that owner's device is blocked (a blocked device holds no name). */
    async nameOwner(day: string, nicknameKey: string): Promise<NameOwner | null> {
      const result = await db.execute(sql`select o.device_hash, o.code_hash, o.rebinds, o.previous_device_hash from ${challengeNameOwners} o
        where o.day = ${day} and o.nickname_key = ${nicknameKey} and ${notBlockedDevice(sql`o.device_hash`)}`);
      const row = rowsOf<{ device_hash: string; code_hash: string | null; rebinds: number; previous_device_hash: string | null }>(result)[0];
      return row ? { deviceHash: row.device_hash, codeHash: row.code_hash, rebinds: Number(row.rebinds), previousDeviceHash: row.previous_device_hash } : null;
    },

    /**
     * Takes the name for the day for this device, in one statement: the first claim inserts the row
     * (the primary key lets exactly one of simultaneous first claims do so), the owner's own claim
     * finds it, and a blocked owner's name passes to the claimer with a fresh code. True when the
     * device owns the name now; false when another device does.
     */
    async claimName(day: string, nicknameKey: string, deviceHash: string): Promise<boolean> {
      const o = challengeNameOwners;
      const result = await db.execute(sql`
        insert into ${o} (day, nickname_key, device_hash) values (${day}, ${nicknameKey}, ${deviceHash})
        on conflict (day, nickname_key) do update
          set device_hash = excluded.device_hash,
              code_hash = case when ${o}.device_hash = excluded.device_hash then ${o}.code_hash end,
              rebinds = case when ${o}.device_hash = excluded.device_hash then ${o}.rebinds else 0 end,
              previous_device_hash = case when ${o}.device_hash = excluded.device_hash then ${o}.previous_device_hash end
          where ${o}.device_hash = excluded.device_hash
             or exists (select 1 from ${challengeBlockedPlayers} p where p.kind = 'device' and p.hash = ${o}.device_hash)
        returning device_hash`);
      return rowsOf(result).length > 0;
    },

    /** Moves the name to `toDevice` (the recovery code matched) if `fromDevice` still has it and it was not moved `maxRebinds` times today. */
    async rebindName(day: string, nicknameKey: string, fromDevice: string, toDevice: string, maxRebinds: number): Promise<boolean> {
      const o = challengeNameOwners;
      const rows = await db
        .update(o)
        .set({ deviceHash: toDevice, previousDeviceHash: fromDevice, rebinds: sql`${o.rebinds} + 1` })
        .where(and(eq(o.day, day), eq(o.nicknameKey, nicknameKey), eq(o.deviceHash, fromDevice), lt(o.rebinds, maxRebinds)))
        .returning({ day: o.day });
      return rows.length > 0;
    },

    /** Stores the recovery code's hash if the name has none yet and is still this device's: true when it was stored (show the code). */
    async setRecoveryCode(day: string, nicknameKey: string, deviceHash: string, codeHash: string): Promise<boolean> {
      const o = challengeNameOwners;
      const rows = await db
        .update(o)
        .set({ codeHash })
        .where(and(eq(o.day, day), eq(o.nicknameKey, nicknameKey), eq(o.deviceHash, deviceHash), isNull(o.codeHash)))
        .returning({ day: o.day });
      return rows.length > 0;
    },

    /** The starts of `game` today by these devices, together (a name's attempts when its code moved it). */
    async startsBy(day: string, game: ChallengeGame, deviceHashes: string[]): Promise<number> {
      const d = challengeDeviceStarts;
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${d.count}), 0)::int` })
        .from(d)
        .where(and(eq(d.day, day), eq(d.game, game), inArray(d.deviceHash, deviceHashes)));
      return Number(row?.n ?? 0);
    },

    /** Counts one wrong recovery code against `subject` unless it has `limit` today: false when it had. */
    async takeGuess(day: string, subject: string, limit: number): Promise<boolean> {
      const g = challengeRecoveryGuesses;
      const rows = await db
        .insert(g)
        .values({ day, subject, count: 1 })
        .onConflictDoUpdate({ target: [g.day, g.subject], set: { count: sql`${g.count} + 1` }, setWhere: lt(g.count, limit) })
        .returning({ count: g.count });
      return rows.length > 0;
    },

    /** Whether `subject` has used its `limit` wrong codes today (checked before a code is even hashed). */
    async guessesLeft(day: string, subjects: string[], limits: number[]): Promise<boolean> {
      const g = challengeRecoveryGuesses;
      const rows = await db
        .select()
        .from(g)
        .where(and(eq(g.day, day), inArray(g.subject, subjects)));
      return subjects.every((subject, i) => (rows.find((r) => r.subject === subject)?.count ?? 0) < limits[i]!);
    },

    /**
     * Takes one of the address's `slots` name slots on (day, game) for this name, or finds the one
     * it already has. A slot is a primary key and a name has one slot per address (unique index),
     * so parallel submissions under new names cannot pass the cap on any instance.
     */
    async claimNameSlot(day: string, game: ChallengeGame, ipHash: string, nicknameKey: string, slots: number): Promise<boolean> {
      const mine = and(eq(challengeNameSlots.day, day), eq(challengeNameSlots.game, game), eq(challengeNameSlots.ipHash, ipHash));
      const has = async () =>
        (
          await db
            .select({ slot: challengeNameSlots.slot })
            .from(challengeNameSlots)
            .where(and(mine, eq(challengeNameSlots.nicknameKey, nicknameKey)))
        ).length > 0;
      if (await has()) return true;
      for (let slot = 1; slot <= slots; slot++) {
        const taken = await db.insert(challengeNameSlots).values({ day, game, ipHash, slot, nicknameKey }).onConflictDoNothing().returning({ slot: challengeNameSlots.slot });
        if (taken.length > 0 || (await has())) return true;
      }
      return false;
    },
  };
}
