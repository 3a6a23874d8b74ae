/**
 * UIDs are stored only as a keyed hash (the privacy page says so). Rows written before that held
 * the UID itself: the app replaces them at start, once, and the daily limit still counts them.
 */
import { describe, expect, it } from "vitest";
import { uidLimitMessage } from "../../../contracts/likes";
import { siteConfig } from "../../../site.config";
import { likesFreeUses, vipUses } from "../../db/schema";
import { createUidHasher, loadIpHashSecret } from "../../lib/ip-hash";
import { sentAnswer, startFakeLikesUpstream } from "../../test/fake-likes-upstream";
import { likesApp } from "../../test/likes-harness";
import { testDatabaseKinds } from "../../test/test-databases";
import { calendarDay } from "../../lib/calendar-day";
import { createVipService } from "../vip/service";

describe.each(testDatabaseKinds())("player UIDs stored before hashing, on $kind", ({ open }) => {
  it("are replaced by their keyed hash at start, still hold today's limit, and are never hashed twice", async () => {
    const database = await open();
    const upstream = await startFakeLikesUpstream((r) => sentAnswer(r.uid));
    try {
      const { id: codeId } = await createVipService(database.db, { telegramHandle: siteConfig.telegramHandle }).issue({ days: 30, note: "old" });
      const day = calendarDay(new Date(), "UTC");
      await database.db.insert(likesFreeUses).values({ day, ipHash: "a".repeat(64), uid: "12345678", region: "ind", status: "confirmed", reservedAt: new Date() });
      await database.db.insert(vipUses).values([
        { codeId, ipHash: "b".repeat(64), uid: "87654321", region: "ind", likesAdded: 100 },
        // A VIP use past retention has already lost its UID: it stays blank.
        { codeId, ipHash: "", uid: "", region: "ind", likesAdded: 100 },
      ]);

      const { app, post } = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate });
      const hashUid = createUidHasher(await loadIpHashSecret(database.db, undefined));
      const stored = async () => ({
        free: (await database.db.select({ uid: likesFreeUses.uid }).from(likesFreeUses)).map((r) => r.uid),
        vip: (await database.db.select({ uid: vipUses.uid }).from(vipUses)).map((r) => r.uid).sort(),
      });
      expect(await stored()).toEqual({ free: [hashUid("12345678")], vip: ["", hashUid("87654321")].sort() });

      // The old row still counts: that player already had today's free use.
      const again = await post({ uid: "12345678", region: "ind" }, { ip: "10.77.0.1" });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe(uidLimitMessage(siteConfig.telegramHandle));
      expect(upstream.requests).toHaveLength(0);
      await app.close();

      // A second start (or another instance) finds nothing left to do.
      const before = await stored();
      const second = await likesApp(database, { LIKES_API_URL: upstream.pathTemplate });
      expect(await stored()).toEqual(before);
      await second.app.close();
    } finally {
      await upstream.close();
      await database.close();
    }
  });
});
