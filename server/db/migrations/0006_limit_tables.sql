-- The limit store's two tables on PostgreSQL (server/limits/postgres-store.ts, decisions 024 and
-- 044). The store used to create them itself at start; a database that already has them keeps them
-- and their rows (IF NOT EXISTS, same columns). Written by hand (`drizzle-kit generate --custom`):
-- they are UNLOGGED, which Drizzle's schema cannot declare, and they stay out of schema.ts so that
-- backups, which copy every table of the schema, do not carry limit counters. PGlite gets them too
-- (its limits count in memory, so they stay empty there).
CREATE UNLOGGED TABLE IF NOT EXISTS "limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE IF NOT EXISTS "limit_logs" (
	"key" text PRIMARY KEY NOT NULL,
	"times" bigint[] NOT NULL,
	"touched_at" bigint NOT NULL
);
