CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"edition_number_id" integer NOT NULL,
	"previous_id" integer,
	"owner_name" text,
	"owner_email" text,
	"owner_erased_at" timestamp with time zone,
	"name_on_certificate" boolean DEFAULT true NOT NULL,
	"public_owner" text DEFAULT 'initials' NOT NULL,
	"acquired_on" date,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'valid' NOT NULL,
	"ended_on" date,
	"revoked_reason" text,
	"revoked_note" text,
	"details" jsonb NOT NULL,
	CONSTRAINT "certificates_state_known" CHECK ("certificates"."state" in ('valid', 'transferred', 'revoked')),
	CONSTRAINT "certificates_public_owner_known" CHECK ("certificates"."public_owner" in ('initials', 'none')),
	CONSTRAINT "certificates_revoked_reason_known" CHECK ("certificates"."revoked_reason" is null or "certificates"."revoked_reason" in ('lost', 'stolen', 'destroyed'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_edition_number_id_edition_numbers_id_fk" FOREIGN KEY ("edition_number_id") REFERENCES "public"."edition_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_previous_id_certificates_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_per_number" ON "certificates" USING btree ("edition_number_id") WHERE "certificates"."state" = 'valid';--> statement-breakpoint
CREATE INDEX "certificates_number_idx" ON "certificates" USING btree ("edition_number_id","issued_at");