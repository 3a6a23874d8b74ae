/**
 * The one Postgres schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Change it, then `npm run db:generate` writes the next committed migration.
 */
import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Small server-owned settings, such as the IP-hash secret generated once on first start. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
