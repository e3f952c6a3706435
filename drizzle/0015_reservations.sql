CREATE TABLE "reservation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"last_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_lines_sculpture_id_size_pk" PRIMARY KEY("sculpture_id","size")
);
--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"owner_hold_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"number" integer,
	"edition_number_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"lapse_reason" text,
	CONSTRAINT "reservations_number_when_held" CHECK (("reservations"."state" in ('held', 'sold')) = ("reservations"."number" is not null))
);
--> statement-breakpoint
ALTER TABLE "reservation_deliveries" ADD CONSTRAINT "reservation_deliveries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_edition_number_id_edition_numbers_id_fk" FOREIGN KEY ("edition_number_id") REFERENCES "public"."edition_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_deliveries_step_unique" ON "reservation_deliveries" USING btree ("reservation_id","event");--> statement-breakpoint
CREATE INDEX "reservation_deliveries_status_due_idx" ON "reservation_deliveries" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_line_position_unique" ON "reservations" USING btree ("sculpture_id","size","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_address_unique" ON "reservations" USING btree ("sculpture_id","size",lower("email")) WHERE "reservations"."state" in ('waiting', 'held', 'sold');--> statement-breakpoint
CREATE INDEX "reservations_line_state_idx" ON "reservations" USING btree ("sculpture_id","size","state","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_held_number_unique" ON "reservations" USING btree ("edition_number_id") WHERE "reservations"."state" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_held_idx" ON "reservations" USING btree ("held_at") WHERE "reservations"."state" = 'held';