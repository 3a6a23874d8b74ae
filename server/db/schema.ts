/**
 * The one Postgres schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Change it, then `npm run db:generate` writes the next committed migration.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small server-owned settings, such as the IP-hash secret generated once on first start. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
