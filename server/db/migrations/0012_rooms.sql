CREATE TABLE "rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"gone_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rooms_status_updated_at_idx" ON "rooms" USING btree ("status","updated_at");