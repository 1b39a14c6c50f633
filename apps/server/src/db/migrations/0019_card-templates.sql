CREATE TABLE "card_templates" (
	"template" varchar(1) PRIMARY KEY NOT NULL,
	"file_name" varchar(255),
	"content" "bytea",
	"size" integer,
	"changed_by" varchar(430) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_templates_template_check" CHECK ("card_templates"."template" in ('A', 'D')),
	CONSTRAINT "card_templates_content_check" CHECK (("card_templates"."content" is null) = ("card_templates"."file_name" is null) and ("card_templates"."content" is null) = ("card_templates"."size" is null))
);
