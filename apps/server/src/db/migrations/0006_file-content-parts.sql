-- A document's contents in numbered parts (decision 0027). drizzle-kit cannot name the old primary
-- key and would add the NOT NULL column after the key that needs it, with no value for the rows
-- already there: written in order by hand. Every stored document becomes its own part 0.
ALTER TABLE "file_contents" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_contents" ALTER COLUMN "part" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "file_contents" DROP CONSTRAINT "file_contents_pkey";--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_part_pk" PRIMARY KEY("file_id","part");
