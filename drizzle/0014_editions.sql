CREATE TABLE "edition_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"collector_name" text,
	"collector_email" text,
	"sold_on" date,
	"price" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_numbers_size_known" CHECK ("edition_numbers"."size" in ('100', '450')),
	CONSTRAINT "edition_numbers_number_positive" CHECK ("edition_numbers"."number" >= 1),
	CONSTRAINT "edition_numbers_state_known" CHECK ("edition_numbers"."state" in ('available', 'held', 'sold', 'withheld'))
);
--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "status_at_release" text DEFAULT 'Available' NOT NULL;--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "edition_size_100" integer;--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "edition_size_450" integer;--> statement-breakpoint
ALTER TABLE "edition_numbers" ADD CONSTRAINT "edition_numbers_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edition_numbers_piece_size_number_unique" ON "edition_numbers" USING btree ("sculpture_id","size","number");--> statement-breakpoint
CREATE INDEX "edition_numbers_piece_size_state_idx" ON "edition_numbers" USING btree ("sculpture_id","size","state","number");--> statement-breakpoint
-- Existing pieces take their edition sizes from the edition text where it states a number
-- ("Limited Edition of 50"): the 12 inch from its own line or else the piece's edition line
-- (which describes the 12 inch in every piece so far), the 54 inch from its own line only.
-- A number outside 1..1000 (the register's limit) is not taken: the owner sets that size.
UPDATE "sculptures" SET
	"edition_size_100" = (SELECT CASE WHEN "n" BETWEEN 1 AND 1000 THEN "n" END FROM (SELECT (substring(lower(coalesce("edition_100", "edition")) from 'edition of\s+([0-9]{1,9})'))::integer AS "n") AS "stated"),
	"edition_size_450" = (SELECT CASE WHEN "n" BETWEEN 1 AND 1000 THEN "n" END FROM (SELECT (substring(lower("edition_450") from 'edition of\s+([0-9]{1,9})'))::integer AS "n") AS "stated");--> statement-breakpoint
-- Every number of those sizes gets its row: available, or sold for a piece already Sold Out
-- (its buyers are not known to the site; the owner can fill them in).
INSERT INTO "edition_numbers" ("sculpture_id", "size", "number", "state", "note")
SELECT "s"."id", "sizes"."size", "n", CASE WHEN "s"."status" = 'Sold Out' THEN 'sold' ELSE 'available' END, CASE WHEN "s"."status" = 'Sold Out' THEN 'Sold before the register was kept' END
FROM "sculptures" AS "s"
CROSS JOIN LATERAL (VALUES ('100', "s"."edition_size_100"), ('450', "s"."edition_size_450")) AS "sizes" ("size", "total")
CROSS JOIN LATERAL generate_series(1, "sizes"."total") AS "n"
WHERE "sizes"."total" IS NOT NULL;
