CREATE TABLE "beneficiary_anonymisations" (
	"beneficiary_id" integer PRIMARY KEY NOT NULL,
	"anonymised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_protection_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_protection_settings_one_row" CHECK ("data_protection_settings"."id" = 1),
	CONSTRAINT "data_protection_settings_months_check" CHECK ("data_protection_settings"."retention_months" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "retention_reviews" (
	"beneficiary_id" integer PRIMARY KEY NOT NULL,
	"project_date_exit" date NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiary_anonymisations" ADD CONSTRAINT "beneficiary_anonymisations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_reviews" ADD CONSTRAINT "retention_reviews_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;