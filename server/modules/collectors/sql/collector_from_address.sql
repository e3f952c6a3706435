CREATE OR REPLACE FUNCTION public.collector_from_address()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	NEW.collector_id := record_collector(NEW.email, '', '', coalesce(NEW.created_at, now()));
	RETURN NEW;
END $function$;
