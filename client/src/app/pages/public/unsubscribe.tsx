import { type LinkOutcome, linkOutcomeKey } from '@contract/link-pages';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { MailCheck } from '@/components/icons/mail-check';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import {
  CONFIRM_COPY,
  RESERVATION_CONFIRM_COPY,
  UNSUBSCRIBE_COPY,
  WAITLIST_LEAVE_COPY,
} from '@/config/copy/link-pages';
import {
  confirmOptIn,
  newsletterOptOut,
  reservationConfirm,
  waitlistOptOut,
} from '@/features/unsubscribe/api';
import { OptOutPanel } from '@/features/unsubscribe/components/opt-out-panel';
import { useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

type OptOutPageProps = Omit<Parameters<typeof OptOutPanel>[0], 'token'> & {
  /** The page's name in the document title, as the server renders it. */
  pageName: string;
};

function OptOutPage({ pageName, ...props }: OptOutPageProps) {
  const searchParams = useSearchParams();
  const token = searchParams.get('token');
  useDocumentTitle(namedTitle(pageName));
  // What the server found for this link when it rendered the page (contract/link-pages.ts).
  const cache = useDataCache();
  const [outcome] = useState(() => (token ? cache.get<LinkOutcome>(linkOutcomeKey(token)) : undefined));
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-10">
        <PageHeader eyebrow={props.copy.eyebrow} title={props.copy.title} />
        <OptOutPanel token={token} outcome={outcome} {...props} />
      </div>
    </Container>
  );
}

/** Where every newsletter's unsubscribe link lands: `/unsubscribe?token=<id>.<signature>`. */
export function UnsubscribePage() {
  return <OptOutPage api={newsletterOptOut} copy={UNSUBSCRIBE_COPY} pageName={PAGE_NAMES.unsubscribe} />;
}

/** Where a waitlist email's leave link lands: `/waitlist/leave?token=<member id>.<signature>`. */
export function WaitlistLeavePage() {
  return <OptOutPage api={waitlistOptOut} copy={WAITLIST_LEAVE_COPY} pageName={PAGE_NAMES.waitlistLeave} />;
}

/**
 * Where a double opt-in email's link lands: `/confirm?token=s<id>.<signature>` (newsletter) or
 * `w<id>.` (waitlist). Like the two pages above, it asks, then acts by POST (mail scanners open
 * links, people press buttons), with or without its script: the server renders each state
 * (server/core/http/link-page.ts).
 */
export function ConfirmPage() {
  return (
    <OptOutPage api={confirmOptIn} copy={CONFIRM_COPY} askIcon={MailCheck} pageName={PAGE_NAMES.confirm} />
  );
}

/** Where a reservation email's link lands: `/reserve/confirm?token=r<id>.<signature>`. */
export function ReservationConfirmPage() {
  return (
    <OptOutPage
      api={reservationConfirm}
      copy={RESERVATION_CONFIRM_COPY}
      askIcon={MailCheck}
      pageName={PAGE_NAMES.reservationConfirm}
    />
  );
}
