CREATE TABLE "blog_post_views" (
	"post_id" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "blog_post_views_post_id_day_ip_hash_pk" PRIMARY KEY("post_id","day","ip_hash")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"image_url" text,
	"read_time" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
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
CREATE TABLE "tool_usage_daily" (
	"tool" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_usage_daily_tool_day_pk" PRIMARY KEY("tool","day")
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
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_uses" ADD CONSTRAINT "vip_uses_code_id_vip_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."vip_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_listed_created_at_idx" ON "blog_posts" USING btree ("listed","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_free_uses_day_ip" ON "likes_free_uses" USING btree ("day","ip_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_free_uses_day_uid" ON "likes_free_uses" USING btree ("day","uid");--> statement-breakpoint
CREATE INDEX "vip_uses_code_id" ON "vip_uses" USING btree ("code_id");