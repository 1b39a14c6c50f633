-- A position an internship held is free again as soon as the internship lets it go: deleted (by
-- hand or with its beneficiary, whose delete cascades here) or moved to another position. Taking a
-- position is the application's conditional update (modules/internships); letting it go is here,
-- so no path can leave a position marked busy by an internship that no longer holds it.
CREATE FUNCTION internships_release_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_internship_positions
     SET busy = false, id_beneficiary = NULL, updated_at = now()
   WHERE id = OLD.internship_company_id
     AND (id_beneficiary IS NULL OR id_beneficiary = OLD.beneficiary_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER internships_release_position_delete AFTER DELETE ON internships
  FOR EACH ROW WHEN (OLD.internship_company_id IS NOT NULL) EXECUTE FUNCTION internships_release_position();
--> statement-breakpoint
CREATE TRIGGER internships_release_position_update AFTER UPDATE OF internship_company_id ON internships
  FOR EACH ROW WHEN (OLD.internship_company_id IS NOT NULL AND OLD.internship_company_id IS DISTINCT FROM NEW.internship_company_id)
  EXECUTE FUNCTION internships_release_position();
