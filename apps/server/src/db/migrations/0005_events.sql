CREATE TABLE "beneficiary_career_days" (
	"beneficiary_id" integer NOT NULL,
	"carrers_day_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiary_career_days_beneficiary_id_carrers_day_id_pk" PRIMARY KEY("beneficiary_id","carrers_day_id")
);
--> statement-breakpoint
CREATE TABLE "beneficiary_group_activities" (
	"beneficiary_id" integer NOT NULL,
	"group_activity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiary_group_activities_beneficiary_id_group_activity_id_pk" PRIMARY KEY("beneficiary_id","group_activity_id")
);
--> statement-breakpoint
CREATE TABLE "career_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(250) NOT NULL,
	"day" date NOT NULL,
	"notes" varchar(250) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(250) NOT NULL,
	"type" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiary_career_days" ADD CONSTRAINT "beneficiary_career_days_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_career_days" ADD CONSTRAINT "beneficiary_career_days_carrers_day_id_career_days_id_fk" FOREIGN KEY ("carrers_day_id") REFERENCES "public"."career_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_group_activities" ADD CONSTRAINT "beneficiary_group_activities_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_group_activities" ADD CONSTRAINT "beneficiary_group_activities_group_activity_id_fk" FOREIGN KEY ("group_activity_id") REFERENCES "public"."group_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_career_days_day_idx" ON "beneficiary_career_days" USING btree ("carrers_day_id");--> statement-breakpoint
CREATE INDEX "beneficiary_group_activities_activity_idx" ON "beneficiary_group_activities" USING btree ("group_activity_id");--> statement-breakpoint
CREATE INDEX "career_days_day_idx" ON "career_days" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "group_activities_date_idx" ON "group_activities" USING btree ("date","id");