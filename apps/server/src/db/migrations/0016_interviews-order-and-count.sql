DROP INDEX "interviews_beneficiary_date_idx";--> statement-breakpoint
DROP INDEX "interviews_date_idx";--> statement-breakpoint
CREATE INDEX "interviews_beneficiary_date_idx" ON "interviews" USING btree ("beneficiary_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_date_idx" ON "interviews" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- the interviews' exact count kept by the row_counts triggers (migration 0004): /colloqui's total without a scan
LOCK TABLE interviews IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER interviews_count_insert AFTER INSERT ON interviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER interviews_count_delete AFTER DELETE ON interviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER interviews_count_truncate AFTER TRUNCATE ON interviews
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'interviews', count(*) FROM interviews;
