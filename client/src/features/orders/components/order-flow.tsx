import { type FormEcho, formEchoKey } from '@contract/form-echo';
import type { OrderView } from '@contract/sales';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ORDER_COPY } from '@/config/copy/order';
import { paths } from '@/config/paths';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { useData, useDataCache } from '@/lib/use-data';
import { orderQuery } from '../api';
import { waitsForServer } from '../order-phase';
import { usePollWhile } from '../use-poll-while';
import { OrderCard } from './order-card';
import { OrderDetails } from './order-details';

const copy = ORDER_COPY;

/** A link that names no order: the server's words, and the way back. */
export function InvalidLink({ message }: { message: string }) {
  return (
    <OrderCard title={copy.invalid.title}>
      <p className="text-muted">{message}</p>
      <Button asChild variant="secondary" size="lg" className="justify-self-start">
        <Link to={paths.collection}>{copy.invalid.back}</Link>
      </Button>
    </OrderCard>
  );
}

/** The order by its token: the server's first render, then kept current by the script. */
export function OrderFlow({ token, returnedFromCheckout }: { token: string; returnedFromCheckout: boolean }) {
  const order = useData(orderQuery(token));
  const cache = useDataCache();
  // What the server echoed of a form it refused without script (contract/form-echo.ts), read once
  // as useFormEcho does: that hook's shared chunk would cost this page's first visit 0.3 KB.
  const [echo] = useState(() => cache.get<FormEcho>(formEchoKey('order')));
  const waiting = order.data ? waitsForServer(order.data, returnedFromCheckout) : false;
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
    <OrderCard title={copy.unreachable.title}>
      <p role="alert" className="text-muted">
        {copy.unreachable.text}
      </p>
      <Button size="lg" className="justify-self-start" onClick={() => void order.refetch()}>
        {copy.unreachable.retry}
      </Button>
    </OrderCard>
  );
}
