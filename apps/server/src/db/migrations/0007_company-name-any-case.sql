DROP INDEX "companies_company_name_key";--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_name_key" ON "companies" USING btree (lower("company_name"));