CREATE TABLE "reservation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"last_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_lines_sculpture_id_size_pk" PRIMARY KEY("sculpture_id","size")
);
--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"owner_hold_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sculpture_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"number" integer,
	"edition_number_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"lapse_reason" text,
	CONSTRAINT "reservations_number_when_held" CHECK (("reservations"."state" in ('held', 'sold')) = ("reservations"."number" is not null))
);
--> statement-breakpoint
ALTER TABLE "reservation_deliveries" ADD CONSTRAINT "reservation_deliveries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sculpture_id_sculptures_id_fk" FOREIGN KEY ("sculpture_id") REFERENCES "public"."sculptures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_edition_number_id_edition_numbers_id_fk" FOREIGN KEY ("edition_number_id") REFERENCES "public"."edition_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_deliveries_step_unique" ON "reservation_deliveries" USING btree ("reservation_id","event");--> statement-breakpoint
CREATE INDEX "reservation_deliveries_status_due_idx" ON "reservation_deliveries" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_line_position_unique" ON "reservations" USING btree ("sculpture_id","size","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_address_unique" ON "reservations" USING btree ("sculpture_id","size",lower("email")) WHERE "reservations"."state" in ('waiting', 'held', 'sold');--> statement-breakpoint
CREATE INDEX "reservations_line_state_idx" ON "reservations" USING btree ("sculpture_id","size","state","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_held_number_unique" ON "reservations" USING btree ("edition_number_id") WHERE "reservations"."state" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_held_idx" ON "reservations" USING btree ("held_at") WHERE "reservations"."state" = 'held';--> statement-breakpoint
-- Holds a free number of one line (piece and size) for each waiting request, in order of place,
-- while the piece is shown and unlocked; queues each one's "held" email. The caller holds the
-- line's lock (reservation_lines). A plain function, not a round trip per step: at a drop the
-- line's lock is held only while it runs. Answers how many were held.
CREATE FUNCTION reservation_fill_holds(p_sculpture integer, p_size text, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_open boolean;
  v_waiting integer;
  v_number_id integer;
  v_number integer;
  v_held integer := 0;
BEGIN
  SELECT s.published AND NOT (s.is_locked AND (s.release_at IS NULL OR s.release_at > p_now))
    INTO v_open FROM sculptures s WHERE s.id = p_sculpture;
  IF v_open IS NOT TRUE THEN
    RETURN 0;
  END IF;
  LOOP
    v_waiting := NULL;
    SELECT r.id INTO v_waiting FROM reservations r
      WHERE r.sculpture_id = p_sculpture AND r.size = p_size AND r.state = 'waiting'
      ORDER BY r.position LIMIT 1;
    EXIT WHEN v_waiting IS NULL;
    -- The lowest available number, taken by one conditional update (as repositories/editions.ts).
    UPDATE edition_numbers SET state = 'held', updated_at = now()
      WHERE id = (
        SELECT e.id FROM edition_numbers e
        WHERE e.sculpture_id = p_sculpture AND e.size = p_size AND e.state = 'available'
        ORDER BY e.number LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) AND state = 'available'
      RETURNING id, number INTO v_number_id, v_number;
    EXIT WHEN NOT FOUND;
    UPDATE reservations SET state = 'held', number = v_number, edition_number_id = v_number_id, held_at = p_now
      WHERE id = v_waiting;
    INSERT INTO reservation_deliveries (reservation_id, event, email)
      SELECT r.id, 'held', r.email FROM reservations r WHERE r.id = v_waiting
      ON CONFLICT (reservation_id, event) DO NOTHING;
    v_held := v_held + 1;
  END LOOP;
  RETURN v_held;
END
$$;
--> statement-breakpoint
-- Collectors' requests for one line, in one statement (its own transaction): the line is locked
-- once, then for each request in the order given: the address's live place if it has one, else
-- the next place, a number held while one is free (nobody is then ahead waiting), and the email
-- queued. An instance sends the requests that arrived while its previous statement ran, so at a
-- drop one commit serves many. A request with no row in the answer was refused: the line takes
-- no requests (the piece hidden, locked, not for sale, or the size not in the register).
CREATE FUNCTION reservation_requests(p_sculpture integer, p_size text, p_requests jsonb, p_now timestamptz)
RETURNS TABLE (place_index integer, place_id integer, place_position integer, place_state text, place_created boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_reservable boolean;
  v_last integer;
  v_request jsonb;
  v_index integer := 0;
  v_id integer;
  v_state text;
  v_email text;
BEGIN
  SELECT s.published AND NOT (s.is_locked AND (s.release_at IS NULL OR s.release_at > p_now))
      AND (lower(trim(s.status)) = 'available' OR bool_or(n.state = 'held'))
      AND bool_or(n.state IN ('available', 'held'))
    INTO v_reservable
    FROM sculptures s JOIN edition_numbers n ON n.sculpture_id = s.id AND n.size = p_size
    WHERE s.id = p_sculpture GROUP BY s.id;
  IF v_reservable IS TRUE THEN
    INSERT INTO reservation_lines (sculpture_id, size, last_position) VALUES (p_sculpture, p_size, 0)
      ON CONFLICT (sculpture_id, size) DO UPDATE SET last_position = reservation_lines.last_position
      RETURNING last_position INTO v_last;
  END IF;
  FOR v_request IN SELECT value FROM jsonb_array_elements(p_requests) LOOP
    v_email := v_request->>'email';
    RETURN QUERY SELECT v_index, r.id, r.position, r.state, false FROM reservations r
      WHERE r.sculpture_id = p_sculpture AND r.size = p_size AND lower(r.email) = lower(v_email)
        AND r.state IN ('waiting', 'held', 'sold');
    IF NOT FOUND AND v_reservable IS TRUE THEN
      v_last := v_last + 1;
      INSERT INTO reservations (sculpture_id, size, position, name, email, phone, message, state, created_at)
        VALUES (p_sculpture, p_size, v_last, v_request->>'name', v_email, v_request->>'phone',
          v_request->>'message', 'waiting', p_now)
        RETURNING id INTO v_id;
      PERFORM reservation_fill_holds(p_sculpture, p_size, p_now);
      SELECT r.state INTO v_state FROM reservations r WHERE r.id = v_id;
      IF v_state = 'waiting' THEN
        INSERT INTO reservation_deliveries (reservation_id, event, email) VALUES (v_id, 'waiting', v_email);
      END IF;
      RETURN QUERY SELECT v_index, v_id, v_last, v_state, true;
    END IF;
    v_index := v_index + 1;
  END LOOP;
  IF v_reservable IS TRUE THEN
    UPDATE reservation_lines SET last_position = v_last WHERE sculpture_id = p_sculpture AND size = p_size;
  END IF;
END
$$;
