ALTER TABLE "admin_users" ADD COLUMN "last_test_email" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "design" text;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "release_sculpture_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_release_sculpture_id_sculptures_id_fk" FOREIGN KEY ("release_sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_status_send_at_idx" ON "newsletter_campaigns" USING btree ("status","send_at");--> statement-breakpoint
-- Campaigns sent before schedules existed went out when they were recorded.
UPDATE "newsletter_campaigns" SET "started_at" = "created_at", "updated_at" = "created_at";
