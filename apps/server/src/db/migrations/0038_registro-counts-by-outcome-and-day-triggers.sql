-- The Registro Attività's kept counts by outcome, and by day in Italy (schema/logs.ts
-- activityLogCounts and activityLogDayCounts, decision 0064): the triggers of 0009 keep both tables
-- in the writer's transaction, groups taken in key order as before. The outcome is the outcome
-- filter's word for a status code (modules/logs OUTCOME_SQL says the same in the filter), the day
-- the entry's date in Italy (the range filter's days, both ends in).
CREATE FUNCTION activity_log_outcome(code smallint) RETURNS varchar LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN code BETWEEN 200 AND 299 THEN 'success' WHEN code >= 400 THEN 'failure' END;
--> statement-breakpoint
CREATE FUNCTION activity_log_day(at timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'Europe/Rome')::date;
--> statement-breakpoint
-- A statement's entries added to (new_rows) or taken from (old_rows) both counts. A group whose
-- entries are all gone is removed: of the counts by group, a scan of their few hundred rows; of the
-- counts by day, only the groups the statement took from.
CREATE OR REPLACE FUNCTION activity_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO activity_log_counts AS c (entity, action, operator_id, outcome, n)
    SELECT entity, action, operator_id, activity_log_outcome(status_code), count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (entity, action, operator_id, outcome) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO activity_log_day_counts AS c (day, entity, action, outcome, n)
    SELECT activity_log_day(created_at), entity, action, activity_log_outcome(status_code), count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, entity, action, outcome) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE activity_log_counts AS c SET n = c.n - d.k
    FROM (SELECT entity, action, operator_id, activity_log_outcome(status_code) AS outcome, count(*) AS k
          FROM old_rows GROUP BY 1, 2, 3, 4) AS d
    WHERE c.entity = d.entity AND c.action = d.action AND c.operator_id IS NOT DISTINCT FROM d.operator_id
      AND c.outcome IS NOT DISTINCT FROM d.outcome;
    DELETE FROM activity_log_counts WHERE n = 0;
    UPDATE activity_log_day_counts AS c SET n = c.n - d.k
    FROM (SELECT activity_log_day(created_at) AS day, entity, action, activity_log_outcome(status_code) AS outcome, count(*) AS k
          FROM old_rows GROUP BY 1, 2, 3, 4) AS d
    WHERE c.day = d.day AND c.entity = d.entity AND c.action = d.action AND c.outcome IS NOT DISTINCT FROM d.outcome;
    DELETE FROM activity_log_day_counts AS c
    USING (SELECT DISTINCT activity_log_day(created_at) AS day, entity, action, activity_log_outcome(status_code) AS outcome
           FROM old_rows) AS d
    WHERE c.n = 0 AND c.day = d.day AND c.entity = d.entity AND c.action = d.action AND c.outcome IS NOT DISTINCT FROM d.outcome;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_log_counts;
  DELETE FROM activity_log_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE activity_logs IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DELETE FROM activity_log_counts;
--> statement-breakpoint
INSERT INTO activity_log_counts (entity, action, operator_id, outcome, n)
SELECT entity, action, operator_id, activity_log_outcome(status_code), count(*) FROM activity_logs GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO activity_log_day_counts (day, entity, action, outcome, n)
SELECT activity_log_day(created_at), entity, action, activity_log_outcome(status_code), count(*) FROM activity_logs
GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
