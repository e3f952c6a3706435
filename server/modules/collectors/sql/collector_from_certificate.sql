CREATE OR REPLACE FUNCTION public.collector_from_certificate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW.owner_erased_at IS NULL THEN
		NEW.collector_id := record_collector(NEW.owner_email, NEW.owner_name, '', coalesce(NEW.issued_at, now()));
	END IF;
	RETURN NEW;
END $function$;
