CREATE TABLE "known_sign_in_clients" (
	"operator_id" integer NOT NULL,
	"address" varchar(64) NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_clients_operator_id_address_pk" PRIMARY KEY("operator_id","address")
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_clients" ADD CONSTRAINT "known_sign_in_clients_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_recent_views_idx" ON "activity_logs" USING btree ("operator_id","entity","created_at") WHERE "activity_logs"."action" = 'get';