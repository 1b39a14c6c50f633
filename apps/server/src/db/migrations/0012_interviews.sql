CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"date" date NOT NULL,
	"type_id" integer NOT NULL,
	"interviewer" varchar(100) NOT NULL,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_type_id_types_interviews_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types_interviews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_beneficiary_date_idx" ON "interviews" USING btree ("beneficiary_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "interviews_date_idx" ON "interviews" USING btree ("date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "interviews_type_idx" ON "interviews" USING btree ("type_id");