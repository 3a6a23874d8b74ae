CREATE TABLE "tool_usage_daily" (
	"tool" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_usage_daily_tool_day_pk" PRIMARY KEY("tool","day")
);
