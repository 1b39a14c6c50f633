CREATE TABLE "costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" integer NOT NULL,
	"amount_committed" numeric(12, 2) NOT NULL,
	"amount_paid" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount_expected" numeric(12, 2) DEFAULT 0 NOT NULL,
	"notes" varchar(250) DEFAULT '' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"file_id" integer,
	"entity_type" varchar(50) NOT NULL,
	"entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_type_types_costs_id_fk" FOREIGN KEY ("type") REFERENCES "public"."types_costs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "costs_beneficiary_date_idx" ON "costs" USING btree ("beneficiary_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "costs_date_idx" ON "costs" USING btree ("date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "costs_type_idx" ON "costs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "costs_file_idx" ON "costs" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "costs_entity_idx" ON "costs" USING btree ("entity_type","entity_id");