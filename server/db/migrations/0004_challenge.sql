CREATE TABLE "challenge_blocked_nicknames" (
	"nickname_key" text PRIMARY KEY NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_outcomes" (
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_outcomes_day_outcome_pk" PRIMARY KEY("day","outcome")
);
--> statement-breakpoint
CREATE TABLE "challenge_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"game" text NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"score" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_submissions" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"ip_hash" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_submissions_day_game_ip_hash_pk" PRIMARY KEY("day","game","ip_hash")
);
--> statement-breakpoint
CREATE INDEX "challenge_runs_day_game_score" ON "challenge_runs" USING btree ("day","game","score");--> statement-breakpoint
CREATE INDEX "challenge_runs_game_score" ON "challenge_runs" USING btree ("game","score");