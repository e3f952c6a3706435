CREATE TABLE "certificate_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"seller_email_key" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_email_key" text NOT NULL,
	"price" integer,
	"currency" text,
	"agreed_on" date,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"block_reason" text,
	"new_certificate_id" integer,
	CONSTRAINT "certificate_transfers_state_known" CHECK ("certificate_transfers"."state" in ('open', 'accepted', 'cancelled', 'lapsed', 'blocked')),
	CONSTRAINT "certificate_transfers_price_positive" CHECK ("certificate_transfers"."price" is null or "certificate_transfers"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collector_addresses" (
	"collector_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email_key" text NOT NULL,
	"collector_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"link_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_new_certificate_id_certificates_id_fk" FOREIGN KEY ("new_certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_addresses" ADD CONSTRAINT "collector_addresses_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_sessions" ADD CONSTRAINT "collector_sessions_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_transfers_one_open" ON "certificate_transfers" USING btree ("certificate_id") WHERE "certificate_transfers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "certificate_transfers_buyer_idx" ON "certificate_transfers" USING btree ("buyer_email_key","state");--> statement-breakpoint
CREATE INDEX "certificate_transfers_seller_idx" ON "certificate_transfers" USING btree ("seller_email_key","state");--> statement-breakpoint
CREATE INDEX "certificate_transfers_expiry_idx" ON "certificate_transfers" USING btree ("expires_at") WHERE "certificate_transfers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "collector_sessions_token_unique" ON "collector_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "collector_sessions_collector_idx" ON "collector_sessions" USING btree ("collector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_sign_in_codes_email_unique" ON "collector_sign_in_codes" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_sign_in_codes_link_unique" ON "collector_sign_in_codes" USING btree ("link_hash");