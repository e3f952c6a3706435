CREATE OR REPLACE FUNCTION public.collector_of_mail()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF current_setting('vitrine.restoring_backup', true) = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW.collector_id IS NULL AND NEW.kind <> 'inquiry-notification' THEN
		SELECT id INTO NEW.collector_id FROM collectors WHERE lower(email) = lower(trim(NEW.message->>'to'));
	END IF;
	RETURN NEW;
END $function$;
