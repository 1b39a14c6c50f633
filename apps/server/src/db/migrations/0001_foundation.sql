CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(2),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "municipi" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipio" varchar(50) NOT NULL,
	"id_public" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "municipi_municipio_unique" UNIQUE("municipio")
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sectors_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_col" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_col_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_costs_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_courses_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_files_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_interviews_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "types_social_situations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "types_social_situations_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(319) NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"surname" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"municipio_id" integer,
	"col_id" integer,
	"super_operator" boolean DEFAULT false NOT NULL,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(319) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_public" varchar(25),
	"name" varchar(80) NOT NULL,
	"surname" varchar(80) NOT NULL,
	"email" varchar(319),
	"phone_prefix" varchar(8),
	"phone" varchar(15),
	"birth_date" date,
	"fiscal_code" varchar(16),
	"native_language" varchar(100),
	"country_birth" integer,
	"citizenship" varchar(100),
	"sex" varchar(1),
	"education" varchar(200),
	"civil_status" varchar(100),
	"municipio_id" integer,
	"notes" varchar(900),
	"has_license_a" boolean DEFAULT false NOT NULL,
	"has_license_b" boolean DEFAULT false NOT NULL,
	"has_motorcycle" boolean DEFAULT false NOT NULL,
	"has_car" boolean DEFAULT false NOT NULL,
	"has_bank_account" boolean DEFAULT false NOT NULL,
	"liberty_restrictions" varchar(200),
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"project_date_start" date,
	"project_date_exit" date,
	"active" boolean DEFAULT true NOT NULL,
	"status_individual_plan" varchar(100),
	"notes" varchar(900),
	"objectives_achieved" varchar(100),
	"motivation_outcome" varchar(500),
	"critical_issues" varchar(2000),
	"improvement_actions" varchar(2000),
	"future_prospects" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_projects_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(10) NOT NULL,
	"entity" varchar(100) NOT NULL,
	"beneficiary_id" integer,
	"operator_id" integer,
	"status_code" smallint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_col_id_types_col_id_fk" FOREIGN KEY ("col_id") REFERENCES "public"."types_col"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_country_birth_countries_id_fk" FOREIGN KEY ("country_birth") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_projects" ADD CONSTRAINT "data_projects_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "operators_surname_idx" ON "operators" USING btree ("surname","name");--> statement-breakpoint
CREATE INDEX "password_tokens_operator_idx" ON "password_tokens" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_operator_idx" ON "refresh_tokens" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_id_public_key" ON "beneficiaries" USING btree ("id_public");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_email_key" ON "beneficiaries" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_phone_key" ON "beneficiaries" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_fiscal_code_key" ON "beneficiaries" USING btree ("fiscal_code");--> statement-breakpoint
CREATE INDEX "beneficiaries_surname_name_idx" ON "beneficiaries" USING btree ("surname","name","id");--> statement-breakpoint
CREATE INDEX "beneficiaries_name_trgm_idx" ON "beneficiaries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiaries_surname_trgm_idx" ON "beneficiaries" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_logs_beneficiary_idx" ON "activity_logs" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at");