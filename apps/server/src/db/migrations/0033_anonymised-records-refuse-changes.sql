-- An anonymised beneficiary's record takes no new or changed value (decision 0050): whatever route
-- writes it (her record, a section or path entry by its own id, a document, a position), the
-- database refuses, with SQLSTATE EM409, which the API answers 409 'Beneficiaria anonimizzata...'.
-- The anonymisation itself writes before it marks her. A change made by a foreign key's own action
-- (an operator deleted, a course deleted: pg_trigger_depth() > 1) and every delete still go through.
-- The argument names the column holding her id.
CREATE FUNCTION refuse_anonymised_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  her integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
BEGIN
  IF pg_trigger_depth() > 1 OR her IS NULL THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM beneficiary_anonymisations WHERE beneficiary_id = her) THEN
    RAISE EXCEPTION 'beneficiary % is anonymised', her USING ERRCODE = 'EM409';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER beneficiaries_anonymised BEFORE INSERT OR UPDATE ON beneficiaries FOR EACH ROW EXECUTE FUNCTION refuse_anonymised_change('id');
--> statement-breakpoint
CREATE TRIGGER company_internship_positions_anonymised BEFORE INSERT OR UPDATE ON company_internship_positions FOR EACH ROW EXECUTE FUNCTION refuse_anonymised_change('id_beneficiary');
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['about_services', 'addresses', 'beneficiary_career_days', 'beneficiary_group_activities', 'costs',
    'data_projects', 'data_sicol', 'economic_situations', 'family_commitments', 'files', 'internships', 'interviews',
    'participants', 'personal_resources', 'professional_profiles', 'residence_permits', 'social_data']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_anonymised_change(%L)',
      t || '_anonymised', t, 'beneficiary_id');
  END LOOP;
END $$;
