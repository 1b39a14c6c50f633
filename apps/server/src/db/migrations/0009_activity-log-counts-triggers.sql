-- The Registro Attività's counts by entity, action and operator (schema/logs.ts activityLogCounts),
-- kept as 0004 keeps the beneficiaries' count: statement-level triggers, in the writer's
-- transaction, so a reader sees counts that match the entries it sees. A call's entry updates the
-- one row of its group; groups are taken in key order, so two bulk writes lock rows in the same
-- order. A group whose entries are all gone is removed (an operator deleted: her entries move to
-- the group of no operator, by the foreign key's SET NULL).
CREATE FUNCTION activity_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO activity_log_counts AS c (entity, action, operator_id, n)
    SELECT entity, action, operator_id, count(*) FROM new_rows
    GROUP BY entity, action, operator_id ORDER BY entity, action, operator_id
    ON CONFLICT (entity, action, operator_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE activity_log_counts AS c SET n = c.n - d.k
    FROM (SELECT entity, action, operator_id, count(*) AS k FROM old_rows GROUP BY entity, action, operator_id) AS d
    WHERE c.entity = d.entity AND c.action = d.action AND c.operator_id IS NOT DISTINCT FROM d.operator_id;
    DELETE FROM activity_log_counts WHERE n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activity_log_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_log_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE activity_logs IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_insert AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_apply();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_delete AFTER DELETE ON activity_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_apply();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_update AFTER UPDATE ON activity_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_apply();
--> statement-breakpoint
CREATE TRIGGER activity_logs_count_truncate AFTER TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_reset();
--> statement-breakpoint
INSERT INTO activity_log_counts (entity, action, operator_id, n)
SELECT entity, action, operator_id, count(*) FROM activity_logs GROUP BY entity, action, operator_id;
