CREATE TABLE "weekly_digests" (
	"operator_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_operator_id_week_pk" PRIMARY KEY("operator_id","week")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "hours_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_operator_idx" ON "beneficiaries" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "residence_permits_exp_date_idx" ON "residence_permits" USING btree ("exp_date");--> statement-breakpoint
CREATE INDEX "costs_unconfirmed_idx" ON "costs" USING btree ("date","beneficiary_id") WHERE not "costs"."confirmed";--> statement-breakpoint
CREATE INDEX "internships_open_idx" ON "internships" USING btree ("beneficiary_id") WHERE "internships"."status_internships" in ('Pianificato', 'Attivo');