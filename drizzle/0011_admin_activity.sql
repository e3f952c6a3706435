CREATE TABLE "admin_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text NOT NULL,
	"user_id" integer,
	"session_id" integer,
	"entity" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_activity_entity_idx" ON "admin_activity" USING btree ("entity","id");