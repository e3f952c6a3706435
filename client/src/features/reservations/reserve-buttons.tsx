import { isOpenForReservations } from '@contract/edition-counts';
import type { PublicEdition } from '@contract/editions';
import { RESERVATION_COPY } from '@contract/reservation-copy';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openInPlace } from '@/lib/open-in-place';

const loadDialog = () => import('./reserve-dialog');
// The dialog is its own chunk: most visits never open it.
const ReserveDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReserveDialog })));

interface ReserveButtonsProps {
  /** The sale modes go on to the dialog, which sends a size sold by a draw to its draw page. */
  sculpture: { id: number; slug: string; title: string; saleMode100?: string; saleMode450?: string };
  /** The register's count per offered size: a size every number of which is sold or withheld offers none. */
  editions: readonly PublicEdition[];
}

/**
 * 'Reserve' per size with numbers free or held, beside the inquiry. Each is a link to the size's
 * reservation page, so before the script has run a tap still leads to the form; once it runs, a
 * plain click opens the dialog instead (a click for a new tab still gets the page).
 */
export function ReserveButtons({ sculpture, editions }: ReserveButtonsProps) {
  const [open, setOpen] = useState<'100' | '450' | null>(null);
  const prefetch = () => void loadDialog();
  // A size whose numbers are all held still takes a place in its line: holds lapse.
  const sizes = editions.filter(isOpenForReservations).map((edition) => edition.size);
  if (sizes.length === 0) return null;
  return (
    <>
      {sizes.map((size) => (
        <Button key={size} asChild size="lg" variant="secondary" className="w-full sm:w-auto">
          <a
            href={paths.reserveFor(sculpture.slug, size)}
            aria-haspopup="dialog"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={(event) => openInPlace(event, () => setOpen(size))}
          >
            {RESERVATION_COPY.button(size)}
          </a>
        </Button>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <ReserveDialog sculpture={sculpture} size={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
