ALTER TABLE "challenge_started_runs" ADD COLUMN "checkpoints" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_started_runs" ADD COLUMN "checkpoint_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_started_runs" ADD COLUMN "checkpoint_at" integer;