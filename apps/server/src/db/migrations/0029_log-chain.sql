CREATE TABLE "activity_log_redactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"digest" "bytea" NOT NULL,
	"reason" text NOT NULL,
	"redacted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log_seals" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"digest" "bytea" NOT NULL,
	"hash" "bytea" NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_seals_log_key" UNIQUE("log_id")
);
--> statement-breakpoint
CREATE TABLE "activity_log_unsealed" (
	"log_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_redactions_log_idx" ON "activity_log_redactions" USING btree ("log_id","id");--> statement-breakpoint
-- The canonical form of an entry, hashed (decision 0051): every column, in this order, as one JSON
-- array; the time in UTC to the microsecond, so the session's time zone does not change it. The
-- sealer and the verifier both call this one definition.
CREATE FUNCTION activity_log_digest(l activity_logs) RETURNS bytea LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    l.id, l.action, l.entity, l.beneficiary_id, l.operator_id, l.status_code, l.notes, l.changes,
    to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text, 'UTF8'))
$$;
--> statement-breakpoint
-- Every entry written waits in activity_log_unsealed for the sealer, from the writer's transaction
-- (one statement-level trigger: one insert more per written statement). Its time is the database's
-- clock at the insert, not the entry's own (a forged entry dated in the past is told by it).
CREATE FUNCTION activity_log_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_unsealed (log_id, queued_at) SELECT id, clock_timestamp() FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An operator deleted clears her id from her entries (the foreign key's SET NULL): a rewrite the
-- product makes, recorded as a redaction so the verifier explains it. Only when she no longer
-- exists: an UPDATE that clears the id of an existing operator is tampering.
CREATE FUNCTION activity_log_operator_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM operators WHERE id = OLD.operator_id) THEN
    INSERT INTO activity_log_redactions (log_id, digest, reason) VALUES (NEW.id, activity_log_digest(NEW), 'Operatore eliminato');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE activity_logs IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER activity_logs_queue AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_queue();
--> statement-breakpoint
CREATE TRIGGER activity_logs_operator_cleared AFTER UPDATE OF operator_id ON activity_logs
  FOR EACH ROW WHEN (OLD.operator_id IS NOT NULL AND NEW.operator_id IS NULL)
  EXECUTE FUNCTION activity_log_operator_cleared();
--> statement-breakpoint
-- The entries written before the chain: sealed by the first sealer, in id order, as of their own time
INSERT INTO activity_log_unsealed (log_id, queued_at) SELECT id, created_at FROM activity_logs;
