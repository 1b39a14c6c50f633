CREATE TABLE "activity_log_day_counts" (
	"day" date NOT NULL,
	"entity" varchar(100) NOT NULL,
	"action" varchar(10) NOT NULL,
	"outcome" varchar(7),
	"n" bigint NOT NULL,
	CONSTRAINT "activity_log_day_counts_group_key" UNIQUE NULLS NOT DISTINCT("day","entity","action","outcome")
);
--> statement-breakpoint
ALTER TABLE "activity_log_counts" DROP CONSTRAINT "activity_log_counts_group_key";--> statement-breakpoint
DROP INDEX "activity_logs_unsuccessful_idx";--> statement-breakpoint
ALTER TABLE "activity_log_counts" ADD COLUMN "outcome" varchar(7);--> statement-breakpoint
CREATE INDEX "activity_logs_failures_idx" ON "activity_logs" USING btree ("created_at") WHERE "activity_logs"."status_code" >= 400;--> statement-breakpoint
ALTER TABLE "activity_log_counts" ADD CONSTRAINT "activity_log_counts_group_key" UNIQUE NULLS NOT DISTINCT("entity","action","operator_id","outcome");