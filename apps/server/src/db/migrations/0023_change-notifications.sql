-- Every API process hears which rows of the state it keeps in memory changed (src/db/changes.ts,
-- decision record 0044): a NOTIFY on one channel, sent when the writer commits and only then.
-- The payload is the table, and for a row trigger ':' and the key named by the trigger's argument.
CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an operator edited, deactivated or deleted: the sessions kept for her
CREATE TRIGGER operators_notify AFTER UPDATE OR DELETE ON operators
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('id');
--> statement-breakpoint
CREATE TRIGGER operators_notify_truncate AFTER TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a session revoked (logout, a password chosen, a deactivation) or deleted: her sessions
CREATE TRIGGER refresh_tokens_notify AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('operator_id');
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_notify_truncate AFTER TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER countries_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER municipi_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipi
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER sectors_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sectors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_costs_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_costs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_courses_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_interviews_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_interviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_social_situations_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_social_situations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_files_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- a reference list edited: the lists kept whole
CREATE TRIGGER types_col_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_col
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
