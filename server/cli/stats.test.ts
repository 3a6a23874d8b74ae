import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { createToolUsageService } from "../modules/tool-usage/service";
import { NO_USAGE_MESSAGE } from "../modules/tool-usage/report";
import { blogPosts } from "../db/schema";
import { incrementDailyCount } from "../modules/usage/repository";
import { createUsageCounter } from "../modules/usage/service";
import { statsReport } from "./stats";

/** A listed post and one counted view of it on `day` (what the blog service writes). */
async function insertBlogView(database: TestDatabase, slug: string, day: string) {
  await database.db
    .insert(blogPosts)
    .values({ slug, title: "Stats post", excerpt: "x", content: "x", category: "c", tags: ["t"], readTime: 1, createdAt: new Date("2025-07-01T00:00:00Z") });
  await incrementDailyCount(database.db, "blog_view", slug, day);
}

describe.each(testDatabaseKinds())("npm run stats on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("reports an empty database plainly, then the counts the server recorded per tool per day", async () => {
    const now = new Date("2025-07-04T10:00:00Z");
    const empty = await statsReport(database, "UTC", 7, now);
    expect(empty.split("\n")).toEqual([
      "Last 7 days, 2025-06-28 to 2025-07-04 (UTC):",
      "  Likes:      0 sent, 0 refused (daily limit), 0 failed (provider)",
      "  Chat:       0 messages, 0 refused (quota)",
      "  Tools:      none",
      "  Blog views: none",
      "",
      "Tool uses per day:",
      NO_USAGE_MESSAGE,
    ]);
    const service = createToolUsageService({ db: database.db, timeZone: "UTC", now: () => now });
    await service.record("uid-generator");
    await service.record("uid-generator");
    await service.record("password-generator");
    const usage = createUsageCounter({ db: database.db, timeZone: "UTC", log: { error: () => {} }, now: () => now });
    for (const metric of ["likes_success", "likes_success", "likes_refused", "chat_message", "chat_refused", "likes_failed"] as const) await usage.count(metric);
    await insertBlogView(database, "stats-post", "2025-07-03");
    const lines = (await statsReport(database, "UTC", 7, now)).split("\n");
    expect(lines.slice(1, 5)).toEqual([
      "  Likes:      2 sent, 1 refused (daily limit), 1 failed (provider)",
      "  Chat:       1 messages, 1 refused (quota)",
      "  Tools:      3 (uid-generator 2, password-generator 1)",
      "  Blog views: 1 (stats-post 1)",
    ]);
    expect(lines[7]).toMatch(/^day\s+ff-name-generator\s+uid-generator\s+sensitivity-generator\s+password-generator\s+total$/);
    expect(lines[8]?.split(/\s+/)).toEqual(["2025-07-04", "0", "2", "0", "1", "3"]);
  });
});
