ALTER TABLE "reservation_settings" ADD COLUMN "owner_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD COLUMN "digest_claimed_on" text;