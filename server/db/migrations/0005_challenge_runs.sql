CREATE TABLE "challenge_blocked_players" (
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_blocked_players_kind_hash_pk" PRIMARY KEY("kind","hash")
);
--> statement-breakpoint
CREATE TABLE "challenge_name_slots" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"ip_hash" text NOT NULL,
	"slot" integer NOT NULL,
	"nickname_key" text NOT NULL,
	CONSTRAINT "challenge_name_slots_day_game_ip_hash_slot_pk" PRIMARY KEY("day","game","ip_hash","slot")
);
--> statement-breakpoint
CREATE TABLE "challenge_start_counts" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"ip_hash" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_start_counts_day_game_ip_hash_pk" PRIMARY KEY("day","game","ip_hash")
);
--> statement-breakpoint
CREATE TABLE "challenge_started_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"game" text NOT NULL,
	"day" date NOT NULL,
	"seed" bigint NOT NULL,
	"ip_hash" text NOT NULL,
	"device_hash" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"move_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"move_arrivals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"log_hash" text,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "challenge_started_runs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "status" text DEFAULT 'ranked' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_name_slots_name" ON "challenge_name_slots" USING btree ("day","game","ip_hash","nickname_key");--> statement-breakpoint
CREATE INDEX "challenge_started_runs_day" ON "challenge_started_runs" USING btree ("day");--> statement-breakpoint
CREATE INDEX "challenge_runs_day_nickname_key" ON "challenge_runs" USING btree ("day","nickname_key");--> statement-breakpoint
ALTER TABLE "challenge_runs" ADD CONSTRAINT "challenge_runs_run_id_unique" UNIQUE("run_id");