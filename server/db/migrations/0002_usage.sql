CREATE TABLE "usage_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_metric_day_pk" PRIMARY KEY("metric","day")
);
