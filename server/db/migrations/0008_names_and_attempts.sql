-- Names a device owns for the day, device attempts and recovery guesses (decisions 060 and 061).
-- Today's and yesterday's owners come from the runs already on the boards (the earliest run of each
-- name that carries a device key, not refused), so a name an honest player holds stays theirs.
CREATE TABLE "challenge_device_starts" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"device_hash" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_device_starts_day_game_device_hash_pk" PRIMARY KEY("day","game","device_hash")
);
--> statement-breakpoint
CREATE TABLE "challenge_name_owners" (
	"day" date NOT NULL,
	"nickname_key" text NOT NULL,
	"device_hash" text NOT NULL,
	"code_hash" text,
	"rebinds" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_name_owners_day_nickname_key_pk" PRIMARY KEY("day","nickname_key")
);
--> statement-breakpoint
CREATE TABLE "challenge_recovery_guesses" (
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_recovery_guesses_day_subject_pk" PRIMARY KEY("day","subject")
);
--> statement-breakpoint
INSERT INTO "challenge_name_owners" ("day", "nickname_key", "device_hash", "claimed_at")
SELECT DISTINCT ON (r."day", r."nickname_key") r."day", r."nickname_key", r."device_hash", r."created_at"
FROM "challenge_runs" r
WHERE r."device_hash" IS NOT NULL AND r."status" <> 'refused' AND r."day" >= CURRENT_DATE - 2
  AND NOT EXISTS (SELECT 1 FROM "challenge_blocked_players" p WHERE p."kind" = 'device' AND p."hash" = r."device_hash")
ORDER BY r."day", r."nickname_key", r."created_at", r."id"
ON CONFLICT DO NOTHING;
