CREATE TABLE "collectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"collector_id" integer,
	"message" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_by_user_id" integer,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_members" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "edition_numbers" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "collector_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_sent_by_user_id_admin_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collectors_email_unique" ON "collectors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "collectors_last_seen_idx" ON "collectors" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collectors_search_idx" ON "collectors" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce(translate(lower("email"), '@.+-_', '     '), '')));--> statement-breakpoint
CREATE INDEX "collectors_tags_idx" ON "collectors" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_idx" ON "inquiry_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_replies_collector_idx" ON "inquiry_replies" USING btree ("collector_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_members" ADD CONSTRAINT "waitlist_members_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_numbers" ADD CONSTRAINT "edition_numbers_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_collector_idx" ON "certificates" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "inquiries_state_created_idx" ON "inquiries" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_unread_idx" ON "inquiries" USING btree ("state") WHERE "inquiries"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_piece_idx" ON "inquiries" USING btree ("sculpture_interest","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_collector_idx" ON "inquiries" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "inquiries_search_idx" ON "inquiries" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce(translate(lower("email"), '@.+-_', '     '), '') || ' ' || coalesce("message", '')));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_collector_idx" ON "newsletter_subscribers" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin (to_tsvector('simple'::regconfig, coalesce("email", '') || ' ' || coalesce(translate(lower("email"), '@.+-_', '     '), '')));--> statement-breakpoint
CREATE INDEX "waitlist_members_collector_idx" ON "waitlist_members" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "waitlist_members_created_idx" ON "waitlist_members" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waitlist_members_search_idx" ON "waitlist_members" USING gin (to_tsvector('simple'::regconfig, coalesce("email", '') || ' ' || coalesce(translate(lower("email"), '@.+-_', '     '), '')));--> statement-breakpoint
CREATE INDEX "edition_numbers_collector_idx" ON "edition_numbers" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_collector_idx" ON "mail_outbox" USING btree ("collector_id","id");--> statement-breakpoint
CREATE INDEX "reservations_collector_idx" ON "reservations" USING btree ("collector_id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_state_known" CHECK ("inquiries"."state" in ('new', 'replied', 'closed', 'spam'));--> statement-breakpoint
-- Backfill: one collector per mailbox (lower of the stored address, which is trimmed with its domain
-- lowercased), from everything that brought an address before this migration. The address kept is
-- the earliest form seen; name and phone are the latest non-empty ones given.
INSERT INTO "collectors" ("email", "name", "phone", "created_at", "last_seen_at", "updated_at")
SELECT
	(array_agg("email" ORDER BY "at" ASC))[1],
	coalesce((array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" <> ''))[1], ''),
	coalesce((array_agg("phone" ORDER BY "at" DESC) FILTER (WHERE "phone" <> ''))[1], ''),
	min("at"), max("at"), max("at")
FROM (
	SELECT substring(trim("email") from '^(.*)@') || '@' || lower(substring(trim("email") from '@([^@]*)$')) AS "email",
		trim("name") AS "name", trim("phone") AS "phone", "at"
	FROM (
		SELECT "email", "name", "phone", "created_at" AS "at" FROM "inquiries"
		UNION ALL SELECT "email", "name", "phone", "created_at" FROM "reservations"
		UNION ALL SELECT "email", '', '', "created_at" FROM "newsletter_subscribers"
		UNION ALL SELECT "email", '', '', "created_at" FROM "waitlist_members"
		UNION ALL SELECT "owner_email", coalesce("owner_name", ''), '', "issued_at" FROM "certificates"
			WHERE "owner_email" IS NOT NULL AND "owner_erased_at" IS NULL
		UNION ALL SELECT "collector_email", coalesce("collector_name", ''), '', "updated_at" FROM "edition_numbers"
			WHERE "collector_email" IS NOT NULL
	) AS "given"
	WHERE trim("email") LIKE '%_@_%'
) AS "normalised"
GROUP BY lower("email");
--> statement-breakpoint
UPDATE "inquiries" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE lower("c"."email") = lower(trim("inquiries"."email"));
--> statement-breakpoint
UPDATE "reservations" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE lower("c"."email") = lower(trim("reservations"."email"));
--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE lower("c"."email") = lower(trim("newsletter_subscribers"."email"));
--> statement-breakpoint
UPDATE "waitlist_members" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE lower("c"."email") = lower(trim("waitlist_members"."email"));
--> statement-breakpoint
UPDATE "certificates" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE "certificates"."owner_email" IS NOT NULL AND lower("c"."email") = lower(trim("certificates"."owner_email"));
--> statement-breakpoint
UPDATE "edition_numbers" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE "edition_numbers"."collector_email" IS NOT NULL AND lower("c"."email") = lower(trim("edition_numbers"."collector_email"));
--> statement-breakpoint
-- Certificates are the only outbox mail to a collector so far (inquiry notifications go to the studio).
UPDATE "mail_outbox" SET "collector_id" = "c"."id" FROM "collectors" AS "c" WHERE "mail_outbox"."kind" = 'certificate' AND lower("c"."email") = lower(trim("mail_outbox"."message"->>'to'));
--> statement-breakpoint
-- Inquiries stored before the inbox were listed in the old Inquiries tab: they count as read, so the
-- dashboard's unread count starts with what arrives from now on. They stay 'new' (not answered).
UPDATE "inquiries" SET "read_at" = "created_at" WHERE "read_at" IS NULL;
--> statement-breakpoint
-- One place makes or refreshes a collector: whatever writes an inquiry, a reservation, a subscriber,
-- a waitlist member, a certificate or a register sale goes through the triggers below, in its own
-- transaction, whichever code path (or SQL function, like reservation_requests) wrote the row.
-- Name and phone are taken when given (not empty); the address keeps its first stored form.
-- A restore from a backup copies collectors and their links as they were: it sets
-- vitrine.restoring_backup for its transaction, and the triggers leave the copied rows alone.
CREATE FUNCTION record_collector(p_email text, p_name text, p_phone text, p_seen timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	v_id integer;
BEGIN
	IF p_email IS NULL OR trim(p_email) NOT LIKE '%_@_%' THEN
		RETURN NULL;
	END IF;
	INSERT INTO collectors AS c (email, name, phone, created_at, last_seen_at, updated_at)
	VALUES (trim(p_email), coalesce(trim(p_name), ''), coalesce(trim(p_phone), ''), p_seen, p_seen, now())
	ON CONFLICT (lower(email)) DO UPDATE SET
		name = CASE WHEN excluded.name <> '' THEN excluded.name ELSE c.name END,
		phone = CASE WHEN excluded.phone <> '' THEN excluded.phone ELSE c.phone END,
		last_seen_at = greatest(c.last_seen_at, excluded.last_seen_at),
		updated_at = now()
	RETURNING id INTO v_id;
	RETURN v_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION collector_from_person() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	NEW.collector_id := record_collector(NEW.email, NEW.name, NEW.phone, coalesce(NEW.created_at, now()));
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION collector_from_address() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	NEW.collector_id := record_collector(NEW.email, '', '', coalesce(NEW.created_at, now()));
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION collector_from_certificate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW.owner_erased_at IS NULL THEN
		NEW.collector_id := record_collector(NEW.owner_email, NEW.owner_name, '', coalesce(NEW.issued_at, now()));
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION collector_from_register() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW.collector_email IS NULL THEN
		NEW.collector_id := NULL;
	ELSIF TG_OP = 'INSERT' OR NEW.collector_email IS DISTINCT FROM OLD.collector_email
		OR NEW.collector_name IS DISTINCT FROM OLD.collector_name THEN
		NEW.collector_id := record_collector(NEW.collector_email, NEW.collector_name, '', now());
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Mail to a known collector (a certificate, a reply) is on their timeline; mail to the studio is not.
CREATE FUNCTION collector_of_mail() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW.collector_id IS NULL AND NEW.kind <> 'inquiry-notification' THEN
		SELECT id INTO NEW.collector_id FROM collectors WHERE lower(email) = lower(trim(NEW.message->>'to'));
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiries_collector BEFORE INSERT ON inquiries FOR EACH ROW EXECUTE FUNCTION collector_from_person();
--> statement-breakpoint
CREATE TRIGGER reservations_collector BEFORE INSERT ON reservations FOR EACH ROW EXECUTE FUNCTION collector_from_person();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_collector BEFORE INSERT ON newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION collector_from_address();
--> statement-breakpoint
CREATE TRIGGER waitlist_members_collector BEFORE INSERT ON waitlist_members FOR EACH ROW EXECUTE FUNCTION collector_from_address();
--> statement-breakpoint
CREATE TRIGGER certificates_collector BEFORE INSERT ON certificates FOR EACH ROW EXECUTE FUNCTION collector_from_certificate();
--> statement-breakpoint
CREATE TRIGGER edition_numbers_collector BEFORE INSERT OR UPDATE OF collector_email, collector_name ON edition_numbers FOR EACH ROW EXECUTE FUNCTION collector_from_register();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_collector BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION collector_of_mail();
