CREATE OR REPLACE FUNCTION public.collector_from_register()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
