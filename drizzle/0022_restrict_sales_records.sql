ALTER TABLE "certificates" DROP CONSTRAINT "certificates_edition_number_id_edition_numbers_id_fk";
--> statement-breakpoint
ALTER TABLE "edition_numbers" DROP CONSTRAINT "edition_numbers_sculpture_id_sculptures_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_sculpture_id_sculptures_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_edition_number_id_edition_numbers_id_fk" FOREIGN KEY ("edition_number_id") REFERENCES "public"."edition_numbers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_numbers" ADD CONSTRAINT "edition_numbers_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE restrict ON UPDATE no action;