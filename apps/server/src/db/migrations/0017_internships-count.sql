-- the internships' exact count kept by the row_counts triggers (migration 0004): /tirocini's total without a scan
LOCK TABLE internships IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER internships_count_insert AFTER INSERT ON internships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER internships_count_delete AFTER DELETE ON internships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER internships_count_truncate AFTER TRUNCATE ON internships
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'internships', count(*) FROM internships;
