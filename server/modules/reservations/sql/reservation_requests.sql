-- reservation_requests, as the database has it after migration 0029_proof_of_work_and_one_place:
-- the one readable source of the function. A migration that changes it copies this
-- file's new text in; sql-functions.test.ts fails while the two differ (decision 49).
--
-- Collectors' requests for one line (decision 47 on top of decision 26): one live place per
-- mailbox (each request carries its `mailbox`, folded as reservations.mailbox is), and the
-- request's first email paced per mailbox: none while another place of that mailbox was emailed
-- in the last 24 hours and not confirmed, nor when the request says `quiet` (sent without a
-- solved challenge past the hour's confirmation budget). A place left unmailed is emailed when
-- its mailbox confirms another (emailPacedPlaces, reservation-records.ts).
CREATE OR REPLACE FUNCTION reservation_requests(p_sculpture integer, p_size text, p_requests jsonb, p_now timestamptz)
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
  v_mailbox text;
  v_paced boolean;
  v_key integer;
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
    -- The pace reads other lines' emails to the same mailbox: one mailbox's requests in two lines
    -- at once take turns. Taken in one order by every request, after its line: never a deadlock.
    FOR v_key IN SELECT DISTINCT hashtext('reservation mailbox ' || coalesce(value->>'mailbox', lower(value->>'email')))
        FROM jsonb_array_elements(p_requests) ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(v_key);
    END LOOP;
  END IF;
  FOR v_request IN SELECT value FROM jsonb_array_elements(p_requests) LOOP
    v_email := v_request->>'email';
    v_mailbox := coalesce(v_request->>'mailbox', lower(v_email));
    RETURN QUERY SELECT v_index, r.id, r.position, r.state, false FROM reservations r
      WHERE r.sculpture_id = p_sculpture AND r.size = p_size
        AND (r.mailbox = v_mailbox OR lower(r.email) = lower(v_email))
        AND r.state IN ('waiting', 'held', 'sold')
      LIMIT 1;
    IF NOT FOUND AND v_reservable IS TRUE THEN
      v_paced := coalesce((v_request->>'quiet')::boolean, false) OR EXISTS (
        SELECT 1 FROM reservation_deliveries d JOIN reservations o ON o.id = d.reservation_id
        WHERE o.mailbox = v_mailbox AND o.confirmed_at IS NULL
          AND d.event IN ('waiting', 'held') AND d.created_at > now() - interval '24 hours');
      v_last := v_last + 1;
      INSERT INTO reservations (sculpture_id, size, position, name, email, phone, message, state, created_at)
        VALUES (p_sculpture, p_size, v_last, v_request->>'name', v_email, v_request->>'phone',
          v_request->>'message', 'waiting', p_now)
        RETURNING id INTO v_id;
      PERFORM reservation_fill_holds(p_sculpture, p_size, p_now);
      SELECT r.state INTO v_state FROM reservations r WHERE r.id = v_id;
      IF v_paced THEN
        DELETE FROM reservation_deliveries WHERE reservation_id = v_id;
      ELSIF v_state = 'waiting' THEN
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
