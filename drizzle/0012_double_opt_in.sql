CREATE TABLE "audience_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"double_opt_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer,
	"member_id" integer,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_deliveries_one_recipient" CHECK (("confirmation_deliveries"."subscriber_id" is null) <> ("confirmation_deliveries"."member_id" is null))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_members" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmation_deliveries" ADD CONSTRAINT "confirmation_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_deliveries" ADD CONSTRAINT "confirmation_deliveries_member_id_waitlist_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."waitlist_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmation_deliveries_status_due_idx" ON "confirmation_deliveries" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE INDEX "confirmation_deliveries_address_idx" ON "confirmation_deliveries" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "confirmation_deliveries_subscriber_idx" ON "confirmation_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "confirmation_deliveries_member_idx" ON "confirmation_deliveries" USING btree ("member_id");--> statement-breakpoint
-- Everyone already on a list joined without double opt-in: they count as confirmed from the day they joined.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "waitlist_members" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
