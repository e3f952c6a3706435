CREATE OR REPLACE FUNCTION public.record_collector(p_email text, p_name text, p_phone text, p_seen timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
END $function$;
