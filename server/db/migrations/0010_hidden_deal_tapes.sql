ALTER TABLE "challenge_started_runs" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "tape" text;--> statement-breakpoint
ALTER TABLE "challenge_started_runs" ADD COLUMN "move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_started_runs" ADD COLUMN "state" jsonb;--> statement-breakpoint
ALTER TABLE "challenge_started_runs" ADD COLUMN "view" jsonb;--> statement-breakpoint
-- Runs in flight keep their moves: the count the moves path now reads instead of the list.
UPDATE "challenge_started_runs" SET "move_count" = jsonb_array_length("moves");
