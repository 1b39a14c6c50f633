CREATE TABLE "activity_log_counts" (
	"entity" varchar(100) NOT NULL,
	"action" varchar(10) NOT NULL,
	"operator_id" integer,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_log_counts_group_key" UNIQUE NULLS NOT DISTINCT("entity","action","operator_id")
);
--> statement-breakpoint
CREATE INDEX "activity_logs_entity_idx" ON "activity_logs" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_operator_idx" ON "activity_logs" USING btree ("operator_id","created_at");