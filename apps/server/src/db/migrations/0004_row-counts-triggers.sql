-- Exact row counts kept by statement-level triggers (see schema/row-counts.ts): one UPDATE per
-- statement, in the writer's transaction, so a reader sees a count that matches the rows it sees.
CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION row_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE beneficiaries IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER beneficiaries_count_insert AFTER INSERT ON beneficiaries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER beneficiaries_count_delete AFTER DELETE ON beneficiaries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();
--> statement-breakpoint
CREATE TRIGGER beneficiaries_count_truncate AFTER TRUNCATE ON beneficiaries
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'beneficiaries', count(*) FROM beneficiaries;
