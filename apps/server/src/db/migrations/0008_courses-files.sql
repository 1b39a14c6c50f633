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
ALTER TABLE "courses" ADD CONSTRAINT "courses_type_id_types_courses_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_municipio_id_municipi_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_companies_id_fk" FOREIGN KEY ("provider") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_type_id_types_files_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "courses_type_idx" ON "courses" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "courses_municipio_idx" ON "courses" USING btree ("municipio_id");--> statement-breakpoint
CREATE INDEX "courses_address_trgm_idx" ON "courses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "participants_beneficiary_course_key" ON "participants" USING btree ("beneficiary_id","course_id");--> statement-breakpoint
CREATE INDEX "participants_course_idx" ON "participants" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "files_entity_idx" ON "files" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "files_beneficiary_idx" ON "files" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "files_type_idx" ON "files" USING btree ("type_id");