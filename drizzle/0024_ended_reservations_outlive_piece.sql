ALTER TABLE "reservations" DROP CONSTRAINT "reservations_sculpture_id_sculptures_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "sculpture_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "piece_title" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_piece_while_not_ended" CHECK ("reservations"."sculpture_id" is not null or "reservations"."state" in ('lapsed', 'released'));