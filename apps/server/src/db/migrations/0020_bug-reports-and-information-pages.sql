CREATE TABLE "bug_report_screenshots" (
	"bug_report_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(150) NOT NULL,
	"description" varchar(4000) NOT NULL,
	"page" varchar(300) DEFAULT '' NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"operator_id" integer,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"screenshot_mime" varchar(20),
	"screenshot_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"controller_name" varchar(200) DEFAULT '' NOT NULL,
	"controller_address" varchar(300) DEFAULT '' NOT NULL,
	"controller_email" varchar(319) DEFAULT '' NOT NULL,
	"controller_pec" varchar(319) DEFAULT '' NOT NULL,
	"controller_phone" varchar(30) DEFAULT '' NOT NULL,
	"dpo_name" varchar(200) DEFAULT '' NOT NULL,
	"dpo_email" varchar(319) DEFAULT '' NOT NULL,
	"funder" varchar(200) DEFAULT '' NOT NULL,
	"retention_beneficiaries" varchar(300) DEFAULT '' NOT NULL,
	"retention_operators" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_policy_one_row" CHECK ("privacy_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "useful_info" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "useful_info_one_row" CHECK ("useful_info"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bug_report_screenshots" ADD CONSTRAINT "bug_report_screenshots_bug_report_id_bug_reports_id_fk" FOREIGN KEY ("bug_report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_handled_by_operators_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_reports_handled_idx" ON "bug_reports" USING btree ("handled","id");