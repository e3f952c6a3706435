import { useSearchParams } from 'react-router';
import { Container, PageHeader } from '@/components/layout/page-header';
import { UnsubscribePanel } from '@/features/unsubscribe/components/unsubscribe-panel';
import { UNSUBSCRIBE_COPY } from '@/features/unsubscribe/unsubscribe-copy';

/** Where every newsletter's unsubscribe link lands: `/unsubscribe?token=<id>.<signature>`. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-10">
        <PageHeader eyebrow={UNSUBSCRIBE_COPY.eyebrow} title={UNSUBSCRIBE_COPY.title} />
        <UnsubscribePanel token={searchParams.get('token')} />
      </div>
    </Container>
  );
}
