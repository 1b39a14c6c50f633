-- Searches fold case, accents and alphabet (decision 0031): search_fold() is foldForSearch() of
-- packages/shared written in SQL (a server test checks that they agree on every letter of its table).
-- ASCII text takes a short way (lower case only). Other text is decomposed (NFD), loses its accents
-- (U+0300-U+036F) and goes through one translate(): its first characters map to themselves so that
-- the common ones are found at once (translate() scans its table for each character), then lower-case
-- and capital Cyrillic, Greek and Latin letters; the letters that fold to two or more go to their
-- lower-case form there and are replaced after. Written as one expression so that PostgreSQL inlines it.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN octet_length(value) = char_length(value) THEN lower(value COLLATE "C")
  ELSE replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    translate(lower(regexp_replace(normalize(value, NFD), U&'[\0300-\036F]+', '', 'g') COLLATE "C"),
      'abcdefghijklmnopqrstuvwxyz ''-.,0123456789абвгґдђезиіјклмнопрстћуфыэαβγδεζηικλμνξοπρσςτυφωıøłđðħŧŀŋАБВГҐДЂЕЄЖЗЅИІЈКЛЉМНЊОПРСТЋУФХЦЧЏШЩЪЫЭЮЯΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩØŁĐÐĦŦĿŊÆŒÞĲẞьЬ',
      'abcdefghijklmnopqrstuvwxyz ''-.,0123456789abvggddeziijklmnoprstcufyeavgdeziiklmnxoprsstyfoiolddhtlnabvggddeєжzѕiijklљmnњoprstcufхцчџшщъyeюяavgdeziθiklmnxoprstyfχψoolddhtlnæœþĳß')
  , 'є', 'ie'), 'ж', 'zh'), 'ѕ', 'dz'), 'љ', 'lj'), 'њ', 'nj'), 'х', 'kh'), 'ц', 'ts'), 'ч', 'ch'), 'џ', 'dz'), 'ш', 'sh'), 'щ', 'shch'), 'ъ', 'ie'), 'ю', 'iu'), 'я', 'ia'), 'θ', 'th'), 'χ', 'ch'), 'ψ', 'ps'), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'), 'ĳ', 'ij')
END;--> statement-breakpoint
DROP INDEX "beneficiaries_names_search_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_company_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_address_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_contact_name_trgm_idx";--> statement-breakpoint
DROP INDEX "company_internship_positions_job_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_address_trgm_idx";--> statement-breakpoint
ALTER TABLE "beneficiaries" drop column "name_search";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "name_search" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "beneficiaries" drop column "surname_search";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "surname_search" text GENERATED ALWAYS AS (search_fold("surname")) STORED;--> statement-breakpoint
CREATE INDEX "beneficiaries_names_search_trgm_idx" ON "beneficiaries" USING gin ("name_search" gin_trgm_ops,"surname_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_company_name_trgm_idx" ON "companies" USING gin (search_fold("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_address_trgm_idx" ON "companies" USING gin (search_fold("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_contact_name_trgm_idx" ON "companies" USING gin (search_fold("contact_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_internship_positions_job_trgm_idx" ON "company_internship_positions" USING gin (search_fold("job_positions") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_address_trgm_idx" ON "courses" USING gin (search_fold("address") gin_trgm_ops);