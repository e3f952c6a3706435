import { enrolmentSentOf } from '@contract/page-params';
import { Container, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { Link } from '@/components/ui/link';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { useSculptures } from '@/features/sculptures/api';
import { WaitlistForm } from '@/features/waitlist/waitlist-form';
import { echoNotice, useFormEcho } from '@/lib/form-echo';
import { useSearchParams } from '@/lib/use-search-params';

const WAITLIST_FAILED = { title: TOASTS.waitlistFailed.title, description: TOASTS.waitlistFailed.fallback };

/**
 * One piece's waitlist as a page: where its Join the Waitlist button leads before the script has
 * run (after, the button opens the dialog), and where the form lands when posted without script.
 * Only a piece of the collection is named: a link cannot make the site print any text it likes.
 */
export function WaitlistPage() {
  const echo = useFormEcho('waitlist');
  const searchParams = useSearchParams();
  const sculptures = useSculptures();
  const asked = searchParams.get('piece');
  const piece = sculptures.data?.find((sculpture) => sculpture.title === asked)?.title;
  const sent = enrolmentSentOf(searchParams);

  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-xl gap-10">
        <PageHeader
          eyebrow={WAITLIST_COPY.title}
          title={piece ?? WAITLIST_COPY.title}
          intro={piece ? WAITLIST_COPY.description(piece) : undefined}
        />
        {echo ? (
          <FormNotice tone="error" notice={echoNotice(echo, WAITLIST_FAILED)} />
        ) : piece && sent ? (
          <FormNotice
            tone="success"
            notice={
              sent === 'confirmByEmail' ? TOASTS.waitlistConfirmByEmail(piece) : TOASTS.waitlistJoined(piece)
            }
          />
        ) : null}
        {piece ? (
          <div className="rounded-[var(--radius-control)] border border-border bg-surface p-5 sm:p-8">
            <WaitlistForm sculptureTitle={piece} initialEmail={echo?.values.email} />
          </div>
        ) : null}
        <Button asChild variant="secondary" className="justify-self-start">
          <Link to={paths.collection}>{NAV_COPY.collection}</Link>
        </Button>
      </div>
    </Container>
  );
}
