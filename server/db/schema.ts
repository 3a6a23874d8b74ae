/**
 * The one Postgres schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Change it, then `npm run db:generate` writes the next committed migration.
 */
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Small server-owned settings, such as the IP-hash secret generated once on first start. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Blog (issue 6) ───────────────────────────────────────────────────────────────────────────
// Articles are synced from content/blog/*.md at start (upsert by slug). `views` is the real
// count; a post whose file disappeared keeps its row and views but is no longer listed.

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull(),
    imageUrl: text("image_url"),
    readTime: integer("read_time").notNull(),
    views: integer("views").notNull().default(0),
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_listed_created_at_idx").on(t.listed, t.createdAt)],
);

/** One row per (post, visitor's IP hash, day): a read counts a view only when its row is new. */
export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    ipHash: text("ip_hash").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.ipHash] })],
);

// ---- tool-usage module (server/modules/tool-usage) ------------------------------------------
/**
 * How often each generator was used, one row per tool per calendar day. The count grows by an
 * atomic upsert (`on conflict (tool, day) do update set count = count + 1`), so parallel
 * requests on any number of instances never lose a use.
 */
export const toolUsageDaily = pgTable(
  "tool_usage_daily",
  {
    tool: text("tool").notNull(),
    /** The calendar day in LIMIT_TIME_ZONE, as YYYY-MM-DD. */
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tool, t.day] })],
);
