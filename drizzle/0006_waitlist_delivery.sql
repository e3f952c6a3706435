CREATE TABLE "waitlist_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"member_id" integer,
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
DROP INDEX "waitlist_members_email_type_unique";--> statement-breakpoint
ALTER TABLE "waitlist_members" ADD COLUMN "sculpture_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_deliveries" ADD CONSTRAINT "waitlist_deliveries_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_deliveries" ADD CONSTRAINT "waitlist_deliveries_member_id_waitlist_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."waitlist_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_deliveries_member_unique" ON "waitlist_deliveries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "waitlist_deliveries_status_due_idx" ON "waitlist_deliveries" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_deliveries_sculpture_idx" ON "waitlist_deliveries" USING btree ("sculpture_id");--> statement-breakpoint
ALTER TABLE "waitlist_members" ADD CONSTRAINT "waitlist_members_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Members who joined before a waitlist named its piece by id get the piece whose title they saw
-- (the earliest, if two share it); copies of one mailbox that now name the same piece are merged
-- into the one that joined first, so nobody loses their place or gets two emails.
UPDATE "waitlist_members" AS "member" SET "sculpture_id" = (SELECT "id" FROM "sculptures" WHERE lower(trim("title")) = lower(trim("member"."sculpture_type")) ORDER BY "id" LIMIT 1) WHERE "member"."sculpture_id" IS NULL;--> statement-breakpoint
DELETE FROM "waitlist_members" AS "member" WHERE "member"."sculpture_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "waitlist_members" AS "earlier" WHERE "earlier"."sculpture_id" = "member"."sculpture_id" AND lower("earlier"."email") = lower("member"."email") AND ("earlier"."created_at", "earlier"."id") < ("member"."created_at", "member"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_members_email_sculpture_unique" ON "waitlist_members" USING btree (lower("email"),"sculpture_id") WHERE "waitlist_members"."sculpture_id" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_members_sculpture_joined_idx" ON "waitlist_members" USING btree ("sculpture_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_members_email_type_unique" ON "waitlist_members" USING btree (lower("email"),"sculpture_type") WHERE "waitlist_members"."sculpture_id" is null;