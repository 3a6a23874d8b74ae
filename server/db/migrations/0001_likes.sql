CREATE TABLE "likes_free_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" text NOT NULL,
	"ip_hash" text NOT NULL,
	"uid" text NOT NULL,
	"region" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"likes_added" integer,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vip_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "vip_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"uid" text NOT NULL,
	"region" text NOT NULL,
	"likes_added" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_uses" ADD CONSTRAINT "vip_uses_code_id_vip_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."vip_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_free_uses_day_ip" ON "likes_free_uses" USING btree ("day","ip_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_free_uses_day_uid" ON "likes_free_uses" USING btree ("day","uid");--> statement-breakpoint
CREATE INDEX "vip_uses_code_id" ON "vip_uses" USING btree ("code_id");