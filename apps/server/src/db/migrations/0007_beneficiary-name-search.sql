DROP INDEX "beneficiaries_name_trgm_idx";--> statement-breakpoint
DROP INDEX "beneficiaries_surname_trgm_idx";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(lower("name"), 'àáâãäåèéêëìíîïòóôõöùúûüýÿñçćčšžłńśźżđ', 'aaaaaaeeeeiiiiooooouuuuyyncccszlnszzd')) STORED;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "surname_search" text GENERATED ALWAYS AS (translate(lower("surname"), 'àáâãäåèéêëìíîïòóôõöùúûüýÿñçćčšžłńśźżđ', 'aaaaaaeeeeiiiiooooouuuuyyncccszlnszzd')) STORED;--> statement-breakpoint
CREATE INDEX "beneficiaries_name_search_trgm_idx" ON "beneficiaries" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_surname_search_trgm_idx" ON "beneficiaries" USING gin ("surname_search" gin_trgm_ops);