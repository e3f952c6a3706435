CREATE TABLE "about_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta_label" text,
	"cta_href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"is_collector" boolean DEFAULT false NOT NULL,
	"is_gallery" boolean DEFAULT false NOT NULL,
	"sculpture_interest" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"date" date NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_seconds" integer DEFAULT 10 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"button_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sculptures" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text NOT NULL,
	"intro" text NOT NULL,
	"medium" text NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edition" text NOT NULL,
	"finish" text NOT NULL,
	"certificate" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_greyscale" boolean DEFAULT false NOT NULL,
	"image_count" integer DEFAULT 4 NOT NULL,
	"placeholder_type" text DEFAULT 'photo' NOT NULL,
	"thumbnail_image" text,
	"rollover_image" text,
	"scale_image" text,
	"placeholder_media" text,
	"in_situ_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"height_100" text,
	"width_100" text,
	"depth_100" text,
	"weight_100" text,
	"medium_100" text,
	"edition_100" text,
	"finish_100" text,
	"certificate_100" text,
	"height_450" text,
	"width_450" text,
	"depth_450" text,
	"weight_450" text,
	"medium_450" text,
	"edition_450" text,
	"finish_450" text,
	"certificate_450" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sculpture_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_hash_unique" ON "admin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_unique" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "journal_posts_slug_unique" ON "journal_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "journal_posts_date_idx" ON "journal_posts" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sculptures_slug_unique" ON "sculptures" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sculptures_sort_order_idx" ON "sculptures" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_members_email_type_unique" ON "waitlist_members" USING btree (lower("email"),"sculpture_type");