CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"company_type" varchar(50) DEFAULT 'Azienda per tirocinio' NOT NULL,
	"sector_id" integer,
	"fonte" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"municipio_id" integer,
	"website" varchar(255) DEFAULT '' NOT NULL,
	"contact_email" varchar(100) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"intern_name" varchar(100) DEFAULT '' NOT NULL,
	"intern_phone" varchar(20) DEFAULT '' NOT NULL,
	"intern_mail" varchar(100) DEFAULT '' NOT NULL,
	"numbers_internships" integer DEFAULT 0 NOT NULL,
	"state_contact" varchar(50) DEFAULT 'Primo contatto' NOT NULL,
	"date_email_manifest" date,
	"manifest_internship" boolean DEFAULT false NOT NULL,
	"manifest_job_day" boolean DEFAULT false NOT NULL,
	"direct_assumption" boolean DEFAULT false NOT NULL,
	"mail_sent_at" date,
	"mail_sender" varchar(100) DEFAULT '' NOT NULL,
	"mail_notes" varchar(500) DEFAULT '' NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL,
	"convention_signed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_internship_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_positions" varchar(255) NOT NULL,
	"requisiti" varchar(500) DEFAULT '' NOT NULL,
	"orari_turni" varchar(255) DEFAULT '' NOT NULL,
	"start_date" date,
	"municipio_id" integer,
	"place" varchar(255) DEFAULT '' NOT NULL,
	"busy" boolean DEFAULT false NOT NULL,
	"id_beneficiary" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_id_beneficiary_beneficiaries_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_name_key" ON "companies" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "companies_state_contact_name_idx" ON "companies" USING btree ("state_contact","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_type_name_idx" ON "companies" USING btree ("company_type","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "companies_municipio_idx" ON "companies" USING btree ("municipio_id");--> statement-breakpoint
CREATE INDEX "companies_company_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_address_trgm_idx" ON "companies" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_contact_name_trgm_idx" ON "companies" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_internship_positions_company_busy_idx" ON "company_internship_positions" USING btree ("company_id","busy");--> statement-breakpoint
CREATE INDEX "company_internship_positions_municipio_idx" ON "company_internship_positions" USING btree ("municipio_id","company_id");--> statement-breakpoint
CREATE INDEX "company_internship_positions_beneficiary_idx" ON "company_internship_positions" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE INDEX "company_internship_positions_job_trgm_idx" ON "company_internship_positions" USING gin ("job_positions" gin_trgm_ops);