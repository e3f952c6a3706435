import type { OrderView } from '@contract/sales';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { paths } from '@/config/paths';
import { DocumentLink } from './document-link';
import { OrderCard } from './order-card';

const copy = ORDER_COPY.ended;

/** A lapsed, cancelled or refunded order: what happened, kindly, and the credit note if any. */
export function OrderEnded({ view }: { view: OrderView & { state: 'lapsed' | 'cancelled' | 'refunded' } }) {
  const words = copy[view.state];
  return (
    <OrderCard title={copy.heading}>
      <p className="leading-relaxed text-foreground">{words.text}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {view.creditNote ? (
          <DocumentLink document={view.creditNote} label={copy.creditNote(view.creditNote.number)} />
        ) : null}
        <Button asChild size="lg">
          <Link to={paths.collection}>{copy.collection}</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link to={paths.contactAbout(view.piece.title)}>{copy.contact}</Link>
        </Button>
      </div>
    </OrderCard>
  );
}
