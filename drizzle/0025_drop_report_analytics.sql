CREATE TABLE "drop_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"waitlist_at_release" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_stock" (
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"left" smallint NOT NULL,
	CONSTRAINT "drop_stock_sculpture_id_size_at_pk" PRIMARY KEY("sculpture_id","size","at")
);
--> statement-breakpoint
CREATE TABLE "visit_counts" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_counts_hour_path_source_pk" PRIMARY KEY("hour","path","source")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "visit_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "drop_releases" ADD CONSTRAINT "drop_releases_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_stock" ADD CONSTRAINT "drop_stock_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_releases_sculpture_idx" ON "drop_releases" USING btree ("sculpture_id","released_at");--> statement-breakpoint
CREATE INDEX "visit_counts_path_hour_idx" ON "visit_counts" USING btree ("path","hour");