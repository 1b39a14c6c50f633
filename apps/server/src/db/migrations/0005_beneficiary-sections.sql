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
ALTER TABLE "about_services" ADD CONSTRAINT "about_services_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sicol" ADD CONSTRAINT "data_sicol_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_situations" ADD CONSTRAINT "economic_situations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_commitments" ADD CONSTRAINT "family_commitments_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_permits" ADD CONSTRAINT "residence_permits_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_data" ADD CONSTRAINT "social_data_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_data" ADD CONSTRAINT "social_data_social_situation_type_types_social_situations_id_fk" FOREIGN KEY ("social_situation_type") REFERENCES "public"."types_social_situations"("id") ON DELETE no action ON UPDATE no action;