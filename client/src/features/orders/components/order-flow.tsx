import type { OrderView } from '@contract/sales';
import { useCallback } from 'react';
import { LinkIcon, TriangleAlert } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { paths } from '@/config/paths';
import { StatusCard } from '@/features/unsubscribe/components/status-card';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { useFormEcho } from '@/lib/form-echo';
import { useData, useDataCache } from '@/lib/use-data';
import { orderQuery } from '../api';
import { orderPhaseOf, waitsForServer } from '../order-phase';
import { usePollWhile } from '../use-poll-while';
import { OrderDetails } from './order-details';

const copy = ORDER_COPY;

/** A link that names no order: the server's words, and the way back. */
export function InvalidLink({ message }: { message: string }) {
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
export function OrderFlow({ token, returnedFromCheckout }: { token: string; returnedFromCheckout: boolean }) {
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
