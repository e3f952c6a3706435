import { type LinkOutcome, linkOutcomeKey } from '@contract/link-outcome';
import { PAID_PARAM, PAID_VALUE } from '@contract/order-page';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { InvalidLink, OrderFlow } from '@/features/orders/components/order-flow';
import { useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * A collector's order, /orders/<token> (the link in their emails): rendered by the server with
 * the order (server/modules/sales/order-page-routes.ts), so it works without script; its buttons
 * and address form post the page itself then, and call the order's JSON routes with script.
 */
export function OrderPage() {
  useDocumentTitle(namedTitle(PAGE_NAMES.order));
  const { token = '' } = useParams();
  const search = useSearchParams();
  const cache = useDataCache();
  // What the server found for a link that names no order, when it rendered the page.
  const [refused] = useState(() => cache.get<LinkOutcome>(linkOutcomeKey(token)));
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10">
        {refused ? (
          <InvalidLink message={refused.message} />
        ) : (
          <OrderFlow token={token} returnedFromCheckout={search.get(PAID_PARAM) === PAID_VALUE} />
        )}
      </div>
    </Container>
  );
}
