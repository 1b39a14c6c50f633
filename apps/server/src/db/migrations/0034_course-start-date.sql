ALTER TABLE "courses" ADD COLUMN "start_date" date;--> statement-breakpoint
CREATE INDEX "courses_start_date_idx" ON "courses" USING btree ("start_date");