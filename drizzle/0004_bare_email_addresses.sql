-- Every stored address takes the one bare form the contract now accepts: a display-name form
-- ("Name <a@b.c>") keeps the address between its angle brackets, the domain is lowercased, and a
-- row that is still not one bare address is removed. Rows naming the same mailbox (compared
-- case-insensitively) are then merged into the earliest one.
CREATE TEMP TABLE "subscriber_address" AS SELECT "id", "created_at", "unsubscribed_at", regexp_replace(coalesce(substring("email" from '<([^<>]*)>'), "email"), '^[[:space:]]+|[[:space:]]+$', '', 'g') AS "address" FROM "newsletter_subscribers";--> statement-breakpoint
UPDATE "subscriber_address" SET "address" = substring("address" from '^(.*)@') || '@' || lower(substring("address" from '@([^@]*)$')) WHERE position('@' in "address") > 0;--> statement-breakpoint
DELETE FROM "newsletter_subscribers" WHERE "id" IN (SELECT "id" FROM "subscriber_address" WHERE "address" !~ '^[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c]+@[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+(\.[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+)+$');--> statement-breakpoint
DELETE FROM "subscriber_address" WHERE "address" !~ '^[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c]+@[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+(\.[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+)+$';--> statement-breakpoint
-- One subscriber per mailbox: the earliest subscription is kept, with the earliest date; if any copy
-- had unsubscribed, the merged row stays unsubscribed (that person asked to stop).
CREATE TEMP TABLE "subscriber_merge" AS SELECT (array_agg("id" ORDER BY "created_at", "id"))[1] AS "keeper_id", (array_agg("address" ORDER BY "created_at", "id"))[1] AS "address", min("created_at") AS "created_at", max("unsubscribed_at") AS "unsubscribed_at" FROM "subscriber_address" GROUP BY lower("address");--> statement-breakpoint
DELETE FROM "newsletter_subscribers" WHERE "id" IN (SELECT "id" FROM "subscriber_address") AND "id" NOT IN (SELECT "keeper_id" FROM "subscriber_merge");--> statement-breakpoint
UPDATE "newsletter_subscribers" AS "s" SET "email" = "m"."address", "created_at" = "m"."created_at", "unsubscribed_at" = "m"."unsubscribed_at" FROM "subscriber_merge" AS "m" WHERE "s"."id" = "m"."keeper_id";--> statement-breakpoint
DROP TABLE "subscriber_merge";--> statement-breakpoint
DROP TABLE "subscriber_address";--> statement-breakpoint
CREATE TEMP TABLE "waitlist_address" AS SELECT "id", "created_at", "sculpture_type", regexp_replace(coalesce(substring("email" from '<([^<>]*)>'), "email"), '^[[:space:]]+|[[:space:]]+$', '', 'g') AS "address" FROM "waitlist_members";--> statement-breakpoint
UPDATE "waitlist_address" SET "address" = substring("address" from '^(.*)@') || '@' || lower(substring("address" from '@([^@]*)$')) WHERE position('@' in "address") > 0;--> statement-breakpoint
DELETE FROM "waitlist_members" WHERE "id" IN (SELECT "id" FROM "waitlist_address" WHERE "address" !~ '^[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c]+@[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+(\.[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+)+$');--> statement-breakpoint
DELETE FROM "waitlist_address" WHERE "address" !~ '^[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c]+@[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+(\.[^[:space:][:cntrl:]@<>,;:"()\x5b\x5d\x5c.]+)+$';--> statement-breakpoint
-- One member per mailbox per waitlist: the earliest is kept.
CREATE TEMP TABLE "waitlist_merge" AS SELECT (array_agg("id" ORDER BY "created_at", "id"))[1] AS "keeper_id", (array_agg("address" ORDER BY "created_at", "id"))[1] AS "address" FROM "waitlist_address" GROUP BY lower("address"), "sculpture_type";--> statement-breakpoint
DELETE FROM "waitlist_members" WHERE "id" IN (SELECT "id" FROM "waitlist_address") AND "id" NOT IN (SELECT "keeper_id" FROM "waitlist_merge");--> statement-breakpoint
UPDATE "waitlist_members" AS "w" SET "email" = "m"."address" FROM "waitlist_merge" AS "m" WHERE "w"."id" = "m"."keeper_id";--> statement-breakpoint
DROP TABLE "waitlist_merge";--> statement-breakpoint
DROP TABLE "waitlist_address";--> statement-breakpoint
UPDATE "inquiries" SET "email" = substring("email" from '^(.*)@') || '@' || lower(substring("email" from '@([^@]*)$')) WHERE position('@' in "email") > 0;
