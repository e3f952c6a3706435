CREATE TABLE "mail_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressed_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"campaign_id" integer,
	"suppressed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "mail_feedback" ADD CONSTRAINT "mail_feedback_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD CONSTRAINT "suppressed_addresses_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_feedback_report_email_unique" ON "mail_feedback" USING btree ("report_id","email");--> statement-breakpoint
CREATE INDEX "mail_feedback_email_received_idx" ON "mail_feedback" USING btree ("email","received_at");--> statement-breakpoint
CREATE INDEX "suppressed_addresses_active_idx" ON "suppressed_addresses" USING btree ("lifted_at","suppressed_at");