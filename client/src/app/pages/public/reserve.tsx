import { RESERVATION_COPY, type ReservationOutcome, reservationOutcomeKey } from '@contract/reservation-copy';
import { useState } from 'react';
import { Container, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { ReservationForm } from '@/features/reservations/reservation-form';
import { useSculptures } from '@/features/sculptures/api';
import { useFormEcho } from '@/lib/form-echo';
import { useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * One piece's reservation form in one size, as a page: where its Reserve button leads before the
 * script has run (after, the button opens the dialog), and what the form's post without script
 * answers, with the collector's place or the reason it was refused. Only a piece of the
 * collection is named: a link cannot make the site print any text it likes.
 */
export function ReservePage() {
  const searchParams = useSearchParams();
  const sculptures = useSculptures();
  const slug = searchParams.get('piece');
  const size = searchParams.get('size') === '450' ? '450' : '100';
  const piece = sculptures.data?.find((sculpture) => sculpture.slug === slug);
  const echo = useFormEcho('reservation');
  const cache = useDataCache();
  // The place the server gave a post without script, in its answer only.
  const [outcome] = useState(() =>
    slug ? cache.get<ReservationOutcome>(reservationOutcomeKey(slug, size)) : undefined,
  );

  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-xl gap-10">
        <PageHeader
          eyebrow={NAV_COPY.collection}
          title={piece ? RESERVATION_COPY.dialogTitle(piece.title, size) : RESERVATION_COPY.pageUnknown}
          intro={piece ? RESERVATION_COPY.dialogIntro : undefined}
        />
        {piece ? (
          <div className="rounded-[var(--radius-control)] border border-border bg-surface p-5 sm:p-8">
            <ReservationForm
              sculptureId={piece.id}
              slug={piece.slug}
              size={size}
              echo={echo}
              sentOutcome={outcome}
            />
          </div>
        ) : null}
        <Button asChild variant="secondary" className="justify-self-start">
          <Link to={piece ? paths.sculpture(piece.slug) : paths.collection}>
            {piece ? RESERVATION_COPY.backToPiece : NAV_COPY.collection}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
