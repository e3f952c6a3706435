CREATE TABLE "draw_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"entry_code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mailbox" text NOT NULL,
	"without_challenge" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"drawn_place" integer,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opened_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_early" boolean DEFAULT false NOT NULL,
	"entry_codes" jsonb,
	"list_hash" text,
	"drawn_at" timestamp with time zone,
	"drawn_order" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_size_check" CHECK ("draws"."size" in ('100', '450')),
	CONSTRAINT "draws_drawn_after_close" CHECK ("draws"."drawn_at" is null or "draws"."closed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "sale_mode_100" text DEFAULT 'first-come' NOT NULL;--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "sale_mode_450" text DEFAULT 'first-come' NOT NULL;--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "draw_window_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_mailbox_unique" ON "draw_entries" USING btree ("draw_id","mailbox");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_code_unique" ON "draw_entries" USING btree ("draw_id","entry_code");--> statement-breakpoint
CREATE INDEX "draw_entries_confirmed_idx" ON "draw_entries" USING btree ("draw_id","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_piece_size_unique" ON "draws" USING btree ("sculpture_id","size");--> statement-breakpoint
ALTER TABLE "sculptures" ADD CONSTRAINT "sculptures_sale_modes_check" CHECK ("sale_mode_100" in ('first-come', 'draw') and "sale_mode_450" in ('first-come', 'draw') and "draw_window_minutes" between 15 and 10080);
