import { type LinkOutcome, linkOutcomeKey } from '@contract/link-pages';
import { PAID_PARAM, PAID_VALUE } from '@contract/order-page';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import type { OrderView } from '@contract/sales';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { LinkIcon, TriangleAlert } from '@/components/icons';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { paths } from '@/config/paths';
import { orderQuery } from '@/features/orders/api';
import { OrderDetails } from '@/features/orders/components/order-details';
import { orderPhaseOf, waitsForServer } from '@/features/orders/order-phase';
import { usePollWhile } from '@/features/orders/use-poll-while';
import { StatusCard } from '@/features/unsubscribe/components/status-card';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { useFormEcho } from '@/lib/form-echo';
import { useData, useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

const copy = ORDER_COPY;

function InvalidLink({ message }: { message: string }) {
  return (
    <StatusCard
      icon={LinkIcon}
      tone="error"
      title={copy.invalid.title}
      actions={
        <Button asChild variant="secondary" size="lg">
          <Link to={paths.collection}>{copy.invalid.back}</Link>
        </Button>
      }
    >
      <p>{message}</p>
    </StatusCard>
  );
}

/** The order by its token: the server's first render, then kept current by the script. */
function OrderFlow({ token, returnedFromCheckout }: { token: string; returnedFromCheckout: boolean }) {
  const order = useData(orderQuery(token));
  const cache = useDataCache();
  const echo = useFormEcho('order');
  const waiting = order.data ? waitsForServer(orderPhaseOf(order.data, returnedFromCheckout)) : false;
  const stoppedAsking = usePollWhile(waiting, order.refetch);
  const onView = useCallback(
    (view: OrderView | null) => {
      if (view) cache.set(orderQuery(token).key, view);
      else void order.refetch();
    },
    [cache, token, order.refetch],
  );

  if (order.data) {
    return (
      <OrderDetails
        view={order.data}
        token={token}
        returnedFromCheckout={returnedFromCheckout}
        stoppedAsking={stoppedAsking}
        echo={echo}
        onView={onView}
      />
    );
  }
  if (order.isPending) {
    return (
      <p role="status" className="py-10 text-muted">
        {copy.loading}
      </p>
    );
  }
  if (order.error instanceof ApiError && order.error.status === 404) {
    return <InvalidLink message={readErrorMessage(order.error, copy.invalid.fallback)} />;
  }
  return (
    <StatusCard
      icon={TriangleAlert}
      tone="error"
      title={copy.unreachable.title}
      actions={
        <Button size="lg" onClick={() => void order.refetch()}>
          {copy.unreachable.retry}
        </Button>
      }
    >
      <p>{copy.unreachable.text}</p>
    </StatusCard>
  );
}

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
