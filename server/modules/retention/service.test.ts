import pino from "pino";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA_RETENTION_DAYS } from "../../../contracts/retention";
import { buildApp } from "../../app";
import { blogPosts, blogPostViews, dailyCounts, likesFreeUses, vipCodes, vipUses } from "../../db/schema";
import { calendarDay, daysBefore } from "../../lib/calendar-day";
import { testConfig } from "../../test/test-config";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";
import { createRetention } from "./service";

const DAY_MS = 24 * 3600 * 1000;
const log = pino({ level: "silent" });

describe.each(testDatabaseKinds())("personal-data retention on $kind", ({ open }) => {
  let database: TestDatabase;
  let postId: number;
  let codeId: number;

  beforeAll(async () => {
    database = await open();
    const [post] = await database.db
      .insert(blogPosts)
      .values({ slug: "kept-post", title: "T", excerpt: "e", content: "c", category: "Coding", tags: [], readTime: 1, createdAt: new Date(), views: 5 })
      .returning({ id: blogPosts.id });
    postId = post!.id;
    const [code] = await database.db
      .insert(vipCodes)
      .values({ codeHash: "h".repeat(64), expiresAt: new Date(Date.now() + 365 * DAY_MS) })
      .returning({ id: vipCodes.id });
    codeId = code!.id;
  });
  afterAll(() => database.close());

  /** One row of each personal kind `age` days ago (the day in UTC), plus a daily total. */
  async function seed(now: Date, age: number, tag: string) {
    const day = daysBefore(calendarDay(now, "UTC"), age);
    const at = new Date(now.getTime() - age * DAY_MS);
    await database.db.insert(likesFreeUses).values({ day, ipHash: `ip-${tag}`, uid: `uid-${tag}`, region: "ind", status: "confirmed", reservedAt: at });
    await database.db.insert(blogPostViews).values({ postId, ipHash: `ip-${tag}`, day });
    await database.db.insert(vipUses).values({ codeId, ipHash: `ip-${tag}`, uid: `uid-${tag}`, region: "ind", likesAdded: 100, usedAt: at });
    await database.db.insert(dailyCounts).values({ metric: "likes_success", subject: "", day, count: 1 });
  }

  const snapshot = async () => ({
    likes: (await database.db.select({ uid: likesFreeUses.uid }).from(likesFreeUses)).map((r) => r.uid).sort(),
    views: (await database.db.select({ ip: blogPostViews.ipHash }).from(blogPostViews)).map((r) => r.ip).sort(),
    vip: (await database.db.select({ uid: vipUses.uid, ip: vipUses.ipHash }).from(vipUses)).map((r) => `${r.uid}|${r.ip}`).sort(),
    totals: Number(((await database.db.execute(sql`select coalesce(sum(count), 0)::int as n from daily_counts`)) as unknown as { rows: { n: number }[] }).rows[0]?.n),
  });

  it(`deletes free uses and blog view rows older than ${PERSONAL_DATA_RETENTION_DAYS} days, blanks who old VIP uses were for, and keeps every total`, async () => {
    const now = new Date("2026-06-15T12:00:00Z");
    await seed(now, PERSONAL_DATA_RETENTION_DAYS + 1, "old");
    await seed(now, PERSONAL_DATA_RETENTION_DAYS, "edge"); // the last kept day
    await seed(now, 0, "today");
    const retention = createRetention({ db: database.db, timeZone: "UTC", retentionDays: PERSONAL_DATA_RETENTION_DAYS, log, now: () => now });

    expect(await retention.prune()).toEqual({ likesFreeUses: 1, blogViews: 1, vipUsesForgotten: 1 });
    expect(await snapshot()).toEqual({
      likes: ["uid-edge", "uid-today"],
      views: ["ip-edge", "ip-today"],
      vip: ["uid-edge|ip-edge", "uid-today|ip-today", "|"], // the old use still counts for its code
      totals: 3,
    });
    expect(await retention.prune()).toEqual({ likesFreeUses: 0, blogViews: 0, vipUsesForgotten: 0 });
  });

  it("runs again on its interval, not only at start", async () => {
    let now = new Date("2026-08-01T12:00:00Z");
    const retention = createRetention({ db: database.db, timeZone: "UTC", retentionDays: PERSONAL_DATA_RETENTION_DAYS, log, now: () => now });
    await retention.start(50);
    try {
      // Rows written after the first run, then the clock moves past their retention period.
      await seed(now, 0, "later");
      now = new Date(now.getTime() + (PERSONAL_DATA_RETENTION_DAYS + 2) * DAY_MS);
      for (let i = 0; i < 40 && (await snapshot()).likes.includes("uid-later"); i++) await new Promise((r) => setTimeout(r, 25));
      expect((await snapshot()).likes).not.toContain("uid-later");
      expect((await snapshot()).views).not.toContain("ip-later");
    } finally {
      retention.stop();
    }
  });

  it("prunes at the app's start", async () => {
    await seed(new Date(), PERSONAL_DATA_RETENTION_DAYS + 5, "before-start");
    expect((await snapshot()).likes).toContain("uid-before-start");
    const app = await buildApp(testConfig(), { database });
    await app.close();
    expect((await snapshot()).likes).not.toContain("uid-before-start");
    expect((await snapshot()).views).not.toContain("ip-before-start");
  });
});
