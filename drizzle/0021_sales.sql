CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_reference" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"sculpture_id" integer,
	"edition_number_id" integer,
	"collector_id" integer,
	"piece_title" text NOT NULL,
	"size" text NOT NULL,
	"number" integer NOT NULL,
	"edition_size" integer,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"currency" text NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	"gross" integer NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"state" text DEFAULT 'awaiting-payment' NOT NULL,
	"method" text,
	"pay_by" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"stripe_session_id" text,
	"stripe_session_expires_at" timestamp with time zone,
	"stripe_payment_intent" text,
	"shipping_address" jsonb,
	"shipment_state" text,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"certificate_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."gross" = "orders"."net" + "orders"."tax" and "orders"."net" >= 0 and "orders"."tax" >= 0),
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('awaiting-payment', 'paid', 'lapsed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_revoked_reason_known";--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "price_100" integer;--> statement-breakpoint
ALTER TABLE "sculptures" ADD COLUMN "price_450" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_edition_number_id_edition_numbers_id_fk" FOREIGN KEY ("edition_number_id") REFERENCES "public"."edition_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_source_unique" ON "order_payments" USING btree ("source");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reservation_unique" ON "orders" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_stripe_session_unique" ON "orders" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "orders_state_pay_by_idx" ON "orders" USING btree ("state","pay_by");--> statement-breakpoint
CREATE INDEX "orders_collector_idx" ON "orders" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_number_unique" ON "sales_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_year_sequence_unique" ON "sales_documents" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_order_kind_unique" ON "sales_documents" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_reason_known" CHECK ("certificates"."revoked_reason" is null or "certificates"."revoked_reason" in ('lost', 'stolen', 'destroyed', 'refunded'));