import type { FormEcho } from '@contract/form-echo';
import type { OrderPageAction } from '@contract/order-page';
import type { OrderView } from '@contract/sales';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ORDER_COPY } from '@/config/copy/order';
import { readErrorMessage } from '@/lib/api-client';
import { formatReleaseTime } from '@/lib/countdown';
import { useAction } from '@/lib/use-action';
import { chooseBankTransfer, orderPath, startCardPayment } from '../api';
import { OrderCard } from './order-card';

const copy = ORDER_COPY.pay;

interface PaymentPanelProps {
  view: OrderView;
  token: string;
  /** What the server said of a button pressed without script, if it refused it. */
  echo: FormEcho | undefined;
  timeZone: string | undefined;
  /** The order as the server answered after an action (or to read again after a refusal). */
  onView: (view: OrderView | null) => void;
}

/** A button in a form posting the page itself (without script) with its action. */
function ActionForm({
  token,
  action,
  onSubmit,
  children,
}: {
  token: string;
  action: OrderPageAction;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={orderPath(token)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid gap-2"
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/** The ways to pay still open, and until when the number is kept. */
export function PaymentPanel({ view, token, echo, timeZone, onView }: PaymentPanelProps) {
  const card = useAction(() => startCardPayment(token), {
    // Stripe's own page; it comes back to this one (`?paid=1`, or as it was when cancelled).
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => onView(null),
  });
  const transfer = useAction(() => chooseBankTransfer(token), {
    onSuccess: (answered) => onView(answered),
    onError: () => onView(null),
  });
  const pending = card.isPending || transfer.isPending || card.isSuccess;
  const echoed = echo && echo.values.action !== 'address' ? echo.error : null;
  const failure = card.isError
    ? readErrorMessage(card.error, copy.failed)
    : transfer.isError
      ? readErrorMessage(transfer.error, copy.failed)
      : echoed;
  const { canPayBy } = view;

  return (
    <OrderCard title={copy.heading} tone="accent">
      {view.payBy ? (
        <p className="text-foreground">{copy.keptUntil(formatReleaseTime(view.payBy, timeZone))}</p>
      ) : null}
      {canPayBy.card || canPayBy.bankTransfer ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {canPayBy.card ? (
            <ActionForm token={token} action="checkout" onSubmit={() => card.mutate(undefined)}>
              <Button type="submit" size="lg" disabled={pending}>
                {card.isPending || card.isSuccess ? copy.cardPending : copy.card}
              </Button>
              <p className="text-xs text-muted">{copy.cardHint}</p>
            </ActionForm>
          ) : null}
          {canPayBy.bankTransfer ? (
            <ActionForm token={token} action="bank-transfer" onSubmit={() => transfer.mutate(undefined)}>
              <Button
                type="submit"
                size="lg"
                variant={canPayBy.card ? 'secondary' : 'primary'}
                disabled={pending}
              >
                {transfer.isPending ? copy.transferPending : copy.transfer}
              </Button>
              <p className="text-xs text-muted">{copy.transferHint}</p>
            </ActionForm>
          ) : null}
        </div>
      ) : (
        <p className="text-muted">{copy.none}</p>
      )}
      {failure ? (
        <p role="alert" className="font-medium text-sold-out">
          {failure}
        </p>
      ) : null}
    </OrderCard>
  );
}
