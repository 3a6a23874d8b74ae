CREATE TABLE "challenge_reports" (
	"run_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_reports_run_id_device_hash_pk" PRIMARY KEY("run_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "seed" bigint;--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "log" text;