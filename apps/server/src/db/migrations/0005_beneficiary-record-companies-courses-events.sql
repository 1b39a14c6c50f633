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
CREATE TABLE "beneficiary_id_counters" (
	"prefix" varchar(10) PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"sending_service" varchar(300) NOT NULL,
	"active_service" varchar(300) DEFAULT '' NOT NULL,
	"motivation_sending" varchar(300) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_services_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"street" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"province" varchar(50) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"postalCode" varchar(10) DEFAULT '' NOT NULL,
	"country" varchar(10) DEFAULT 'Italia' NOT NULL,
	"condition" varchar(100) DEFAULT '' NOT NULL,
	"condition_notes" varchar(250) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_beneficiary_id_type_key" UNIQUE("beneficiary_id","type")
);
--> statement-breakpoint
CREATE TABLE "data_sicol" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"progress_id" varchar(50) DEFAULT '' NOT NULL,
	"unique_code" varchar(50) DEFAULT '' NOT NULL,
	"isced" varchar(50) DEFAULT '' NOT NULL,
	"iso2" varchar(2) DEFAULT '' NOT NULL,
	"table_enter_cd" varchar(50) DEFAULT '' NOT NULL,
	"enter_cd" varchar(50) DEFAULT '' NOT NULL,
	"exit_cd" varchar(50) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"age_range" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sicol_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "economic_situations" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"adi_date_activation" date,
	"adi_code" varchar(50) DEFAULT '' NOT NULL,
	"isee" numeric(12, 2),
	"indigence_state" varchar(100) DEFAULT '' NOT NULL,
	"indigence_state_notes" varchar(500) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "economic_situations_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "family_commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"dependent_children" integer,
	"age_children" varchar(100) DEFAULT '' NOT NULL,
	"school_children" varchar(200) DEFAULT '' NOT NULL,
	"caregiver" varchar(200) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_commitments_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "personal_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"italian_level" integer DEFAULT 0 NOT NULL,
	"grade_motivation" integer DEFAULT 0 NOT NULL,
	"grade_work_competence" integer DEFAULT 0 NOT NULL,
	"grade_social_skills" integer DEFAULT 0 NOT NULL,
	"grade_info_processing" integer DEFAULT 0 NOT NULL,
	"certification_l2" varchar(50) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_resources_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "professional_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"other_educational_titles" varchar(900) DEFAULT '' NOT NULL,
	"professional_training" varchar(900) DEFAULT '' NOT NULL,
	"other_languages" varchar(1000) DEFAULT '' NOT NULL,
	"computer_skills" varchar(900) DEFAULT '' NOT NULL,
	"professional_experiences" varchar(900) DEFAULT '' NOT NULL,
	"other_interests" varchar(900) DEFAULT '' NOT NULL,
	"technical_skills" varchar(900) DEFAULT '' NOT NULL,
	"soft_skills" varchar(900) DEFAULT '' NOT NULL,
	"current_professional_profile" varchar(900) DEFAULT '' NOT NULL,
	"potential_professional_profile" varchar(900) DEFAULT '' NOT NULL,
	"training_needs" varchar(900) DEFAULT '' NOT NULL,
	"orientation_needs" varchar(900) DEFAULT '' NOT NULL,
	"required_work_experience" varchar(900) DEFAULT '' NOT NULL,
	"active_job_search" varchar(900) DEFAULT '' NOT NULL,
	"notes" varchar(900) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_profiles_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "residence_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"type" varchar(300) NOT NULL,
	"start_date" date NOT NULL,
	"exp_date" date,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residence_permits_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "social_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"occupational_condition" varchar(100) DEFAULT '' NOT NULL,
	"social_situation_type" integer NOT NULL,
	"vulnerability_type" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_data_beneficiary_id_unique" UNIQUE("beneficiary_id")
);
--> statement-breakpoint
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
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"type_qualification" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(255) NOT NULL,
	"municipio_id" integer,
	"mode" varchar(20) DEFAULT 'Presenza' NOT NULL,
	"duration" varchar(50) DEFAULT '' NOT NULL,
	"days_hours" varchar(100) DEFAULT '' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"price_notes" varchar(200) DEFAULT '' NOT NULL,
	"access_criteria" varchar(500) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"contact_mail" varchar(100) DEFAULT '' NOT NULL,
	"internal_referent" varchar(100) DEFAULT '' NOT NULL,
	"internal_referent_phone" varchar(20) DEFAULT '' NOT NULL,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"provider" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"certification" boolean DEFAULT false NOT NULL,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"type_id" integer NOT NULL,
	"entity_type" varchar(50) NOT NULL,
	"entity_id" integer,
	"beneficiary_id" integer,
	"notes" varchar(250) DEFAULT '' NOT NULL,
	"spend" boolean DEFAULT false NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_beneficiary_id_beneficiaries_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_internship_positions" ADD CONSTRAINT "company_internship_positions_id_beneficiary_beneficiaries_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "about_services" ADD CONSTRAINT "about_services_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sicol" ADD CONSTRAINT "data_sicol_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_situations" ADD CONSTRAINT "economic_situations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_commitments" ADD CONSTRAINT "family_commitments_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_permits" ADD CONSTRAINT "residence_permits_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_data" ADD CONSTRAINT "social_data_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_data" ADD CONSTRAINT "social_data_social_situation_type_types_social_situations_id_fk" FOREIGN KEY ("social_situation_type") REFERENCES "public"."types_social_situations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_career_days" ADD CONSTRAINT "beneficiary_career_days_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_career_days" ADD CONSTRAINT "beneficiary_career_days_carrers_day_id_career_days_id_fk" FOREIGN KEY ("carrers_day_id") REFERENCES "public"."career_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_group_activities" ADD CONSTRAINT "beneficiary_group_activities_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_group_activities" ADD CONSTRAINT "beneficiary_group_activities_group_activity_id_fk" FOREIGN KEY ("group_activity_id") REFERENCES "public"."group_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_type_id_types_courses_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_companies_id_fk" FOREIGN KEY ("provider") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_type_id_types_files_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_name_key" ON "companies" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "companies_state_contact_name_idx" ON "companies" USING btree ("state_contact","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_type_name_idx" ON "companies" USING btree ("company_type","company_name","id");--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "companies_municipio_idx" ON "companies" USING btree ("municipio_id");--> statement-breakpoint
CREATE INDEX "companies_company_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_address_trgm_idx" ON "companies" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_contact_name_trgm_idx" ON "companies" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_internship_positions_company_taken_idx" ON "company_internship_positions" USING btree ("company_id","busy","id_beneficiary");--> statement-breakpoint
CREATE INDEX "company_internship_positions_municipio_idx" ON "company_internship_positions" USING btree ("municipio_id","company_id");--> statement-breakpoint
CREATE INDEX "company_internship_positions_beneficiary_idx" ON "company_internship_positions" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE INDEX "company_internship_positions_job_trgm_idx" ON "company_internship_positions" USING gin ("job_positions" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficiary_career_days_day_idx" ON "beneficiary_career_days" USING btree ("carrers_day_id");--> statement-breakpoint
CREATE INDEX "beneficiary_group_activities_activity_idx" ON "beneficiary_group_activities" USING btree ("group_activity_id");--> statement-breakpoint
CREATE INDEX "career_days_day_idx" ON "career_days" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "group_activities_date_idx" ON "group_activities" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "courses_type_idx" ON "courses" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "courses_municipio_idx" ON "courses" USING btree ("municipio_id");--> statement-breakpoint
CREATE INDEX "courses_address_trgm_idx" ON "courses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "participants_beneficiary_course_key" ON "participants" USING btree ("beneficiary_id","course_id");--> statement-breakpoint
CREATE INDEX "participants_course_idx" ON "participants" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "files_entity_idx" ON "files" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "files_beneficiary_idx" ON "files" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "files_type_idx" ON "files" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "beneficiaries_birth_date_idx" ON "beneficiaries" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "beneficiaries_municipio_idx" ON "beneficiaries" USING btree ("municipio_id");