DROP INDEX "beneficiaries_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "beneficiaries_surname_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "beneficiaries_names_search_trgm_idx" ON "beneficiaries" USING gin ("name_search" gin_trgm_ops,"surname_search" gin_trgm_ops);