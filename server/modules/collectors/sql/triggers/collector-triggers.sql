-- The triggers that record a collector wherever a person gives their address (decision 33): one
-- line each, as PostgreSQL prints them back (pg_get_triggerdef). Made by drizzle/0020_collectors.sql;
-- collectors-sql.test.ts holds this list equal to the database's.
CREATE TRIGGER certificates_collector BEFORE INSERT ON public.certificates FOR EACH ROW EXECUTE FUNCTION collector_from_certificate()
CREATE TRIGGER edition_numbers_collector BEFORE INSERT OR UPDATE OF collector_email, collector_name ON public.edition_numbers FOR EACH ROW EXECUTE FUNCTION collector_from_register()
CREATE TRIGGER inquiries_collector BEFORE INSERT ON public.inquiries FOR EACH ROW EXECUTE FUNCTION collector_from_person()
CREATE TRIGGER mail_outbox_collector BEFORE INSERT ON public.mail_outbox FOR EACH ROW EXECUTE FUNCTION collector_of_mail()
CREATE TRIGGER newsletter_subscribers_collector BEFORE INSERT ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION collector_from_address()
CREATE TRIGGER reservations_collector BEFORE INSERT ON public.reservations FOR EACH ROW EXECUTE FUNCTION collector_from_person()
CREATE TRIGGER waitlist_members_collector BEFORE INSERT ON public.waitlist_members FOR EACH ROW EXECUTE FUNCTION collector_from_address()
