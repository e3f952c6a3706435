import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { newsletterOptOut, waitlistOptOut } from '@/features/unsubscribe/api';
import { OptOutPanel } from '@/features/unsubscribe/components/opt-out-panel';
import { UNSUBSCRIBE_COPY, WAITLIST_LEAVE_COPY } from '@/features/unsubscribe/unsubscribe-copy';
import { useSearchParams } from '@/lib/use-search-params';

type OptOutPageProps = Omit<Parameters<typeof OptOutPanel>[0], 'token'> & {
  /** The page's name in the document title, as the server renders it. */
  pageName: string;
};

function OptOutPage({ pageName, ...props }: OptOutPageProps) {
  const searchParams = useSearchParams();
  useDocumentTitle(namedTitle(pageName));
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-10">
        <PageHeader eyebrow={props.copy.eyebrow} title={props.copy.title} />
        <OptOutPanel token={searchParams.get('token')} {...props} />
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
