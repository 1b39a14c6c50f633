CREATE TABLE "internships" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"duration_month" integer NOT NULL,
	"valutation" varchar(300) DEFAULT '' NOT NULL,
	"status_internships" varchar(50) NOT NULL,
	"scheduled_hours" integer NOT NULL,
	"completed_hours" integer DEFAULT 0 NOT NULL,
	"week_sceduled_hours" integer DEFAULT 0 NOT NULL,
	"hosting_company_id" integer NOT NULL,
	"paying_company" varchar(100) NOT NULL,
	"sector_id" integer NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL,
	"monthly_allowance" varchar(50) DEFAULT '' NOT NULL,
	"internship_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internships_duration_month_check" CHECK ("internships"."duration_month" between 1 and 30),
	CONSTRAINT "internships_scheduled_hours_check" CHECK ("internships"."scheduled_hours" between 1 and 1000),
	CONSTRAINT "internships_completed_hours_check" CHECK ("internships"."completed_hours" between 0 and "internships"."scheduled_hours"),
	CONSTRAINT "internships_week_scheduled_hours_check" CHECK ("internships"."week_sceduled_hours" between 0 and "internships"."scheduled_hours"),
	CONSTRAINT "internships_status_check" CHECK ("internships"."status_internships" in ('Pianificato', 'Attivo', 'Completato', 'Interrotto'))
);
--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_hosting_company_id_companies_id_fk" FOREIGN KEY ("hosting_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_position_id_fk" FOREIGN KEY ("internship_company_id") REFERENCES "public"."company_internship_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internships_beneficiary_idx" ON "internships" USING btree ("beneficiary_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internships_created_idx" ON "internships" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internships_hosting_company_idx" ON "internships" USING btree ("hosting_company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internships_status_idx" ON "internships" USING btree ("status_internships","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internships_sector_idx" ON "internships" USING btree ("sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internships_position_key" ON "internships" USING btree ("internship_company_id") WHERE "internships"."internship_company_id" is not null;