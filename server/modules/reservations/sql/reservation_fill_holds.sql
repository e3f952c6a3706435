-- reservation_fill_holds, as the database has it after migration 0015_reservations:
-- the one readable source of the function. A migration that changes it copies this
-- file's new text in; sql-functions.test.ts fails while the two differ (decision 49).
--
-- Holds a free number of one line (piece and size) for each waiting request, in order of place,
-- while the piece is shown and unlocked; queues each one's "held" email. The caller holds the
-- line's lock (reservation_lines). A plain function, not a round trip per step: at a drop the
-- line's lock is held only while it runs. Answers how many were held.
CREATE OR REPLACE FUNCTION reservation_fill_holds(p_sculpture integer, p_size text, p_now timestamptz) RETURNS integer
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
