/** SQL for VIP codes and their uses (only here). */
import { and, count, desc, eq, isNull, lt, max, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vipCodes, vipUses } from "../../db/schema";

export type VipCodeRow = typeof vipCodes.$inferSelect;
export type VipCodeWithUses = VipCodeRow & { uses: number; lastUsedAt: Date | null };

export function createVipRepository(db: Db) {
  return {
    async insertCode(values: { codeHash: string; note: string; createdAt: Date; expiresAt: Date }): Promise<VipCodeRow> {
      const [row] = await db.insert(vipCodes).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async findByHash(codeHash: string): Promise<VipCodeRow | undefined> {
      const [row] = await db.select().from(vipCodes).where(eq(vipCodes.codeHash, codeHash));
      return row;
    },

    async findById(id: number): Promise<VipCodeRow | undefined> {
      const [row] = await db.select().from(vipCodes).where(eq(vipCodes.id, id));
      return row;
    },

    async listWithUses(): Promise<VipCodeWithUses[]> {
      const rows = await db
        .select({ code: vipCodes, uses: count(vipUses.id), lastUsedAt: max(vipUses.usedAt) })
        .from(vipCodes)
        .leftJoin(vipUses, eq(vipUses.codeId, vipCodes.id))
        .groupBy(vipCodes.id)
        .orderBy(desc(vipCodes.id));
      return rows.map((r) => ({ ...r.code, uses: Number(r.uses), lastUsedAt: r.lastUsedAt ? new Date(r.lastUsedAt) : null }));
    },

    /** Sets revoked_at once; answers whether this call revoked it. */
    async revoke(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(vipCodes)
        .set({ revokedAt: at })
        .where(and(eq(vipCodes.id, id), isNull(vipCodes.revokedAt)))
        .returning({ id: vipCodes.id });
      return rows.length > 0;
    },

    async insertUse(values: { codeId: number; ipHash: string; uid: string; region: string; likesAdded: number }): Promise<void> {
      await db.insert(vipUses).values(values);
    },
  };
}

/**
 * Past the retention period a VIP use keeps what the operator's table counts (code, time, likes
 * added, region) and loses who it was for: the hashed IP and the UID are blanked. Returns how
 * many rows were changed.
 */
export async function forgetVipUsersBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(vipUses)
    .set({ ipHash: "", uid: "" })
    .where(and(lt(vipUses.usedAt, before), or(ne(vipUses.ipHash, ""), ne(vipUses.uid, ""))))
    .returning({ id: vipUses.id });
  return rows.length;
}
