CREATE TABLE "beneficiary_id_counters" (
	"prefix" varchar(10) PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_beneficiary_id_beneficiaries_id_fk";
--> statement-breakpoint
CREATE INDEX "beneficiaries_birth_date_idx" ON "beneficiaries" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "beneficiaries_municipio_idx" ON "beneficiaries" USING btree ("municipio_id");