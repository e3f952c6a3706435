import type { AccountView } from '@contract/account';
import type { FormEcho } from '@contract/form-echo';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import { formatMoney } from '@contract/money';
import { ADDRESS_FIELDS } from '@contract/order-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_COPY as copy } from '../copy';
import { AccountSection, ActionForm, FormError } from './account-section';
import { Certificates } from './certificates';
import { DrawEntries } from './draw-entries';

const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const linkClass = 'text-sm font-medium text-accent underline underline-offset-4 hover:text-foreground';

/**
 * Whether a refused form's reason is shown beside the form itself: the address, the erase, a
 * resale started from a certificate still offering it, an offer still waiting. Every other
 * refusal (a button's, or a form gone since, as an offer the studio blocked meanwhile) is said
 * at the top of the page, so no refusal comes back unexplained.
 */
function shownInPlace(view: AccountView, echo: FormEcho): boolean {
  const { action, code, id } = echo.values;
  if (action === 'address' || action === 'erase') return true;
  if (action === 'transfer')
    return view.certificates.some((one) => one.code === code && one.state === 'valid' && !one.openTransfer);
  if (action === 'accept-transfer') return view.transfersToAccept.some((offer) => String(offer.id) === id);
  return false;
}

/** The signed-in collector's page: everything of theirs, each change a plain form post. */
export function Collection({ view, echo }: { view: AccountView; echo: FormEcho | undefined }) {
  const echoOf = (action: string) => (echo?.values.action === action ? echo : undefined);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">{copy.signedInAs(view.email)}</p>
        <ActionForm action="sign-out">
          <Button type="submit" variant="secondary" size="sm">
            {copy.signOut}
          </Button>
        </ActionForm>
      </div>
      {echo && !shownInPlace(view, echo) ? <FormError message={echo.error} /> : null}
      <Certificates view={view} echo={echo} />
      <AccountSection title={copy.orders}>
        {view.orders.length === 0 ? <p className="text-muted">{copy.noOrders}</p> : null}
        <ul className="grid gap-3">
          {view.orders.map((order) => (
            <li
              key={order.reference}
              className="grid gap-1 border-t border-border pt-3 first:border-0 first:pt-0"
            >
              <p className="font-medium text-foreground">
                {order.title}, {SIZE_MODEL_LABELS[order.size]}, No. {order.number}
              </p>
              <p className="text-sm text-muted">
                {order.reference} · {formatMoney(order.gross, order.currency)} ·{' '}
                {copy.orderStates[order.state]}
                {order.shipmentState ? ` · ${copy.shipment[order.shipmentState]}` : ''}
              </p>
              <p className="flex flex-wrap gap-4">
                <a className={linkClass} href={order.pagePath}>
                  {copy.openOrder}
                </a>
                {order.trackingUrl ? (
                  <a className={linkClass} href={order.trackingUrl} rel="noopener noreferrer">
                    {copy.track}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </AccountSection>
      {view.reservations.length > 0 ? (
        <AccountSection title={copy.reservations}>
          <ul className="grid gap-2">
            {view.reservations.map((reservation) => (
              <li key={reservation.id} className="text-sm">
                <span className="font-medium text-foreground">
                  {reservation.title}, {SIZE_MODEL_LABELS[reservation.size]}
                </span>
                <span className="text-muted">
                  {' · '}
                  {reservation.placeInLine !== null
                    ? copy.place(reservation.placeInLine)
                    : copy.reservationStates[reservation.state]}
                  {reservation.number !== null ? ` · No. ${reservation.number}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </AccountSection>
      ) : null}
      <DrawEntries entries={view.drawEntries} />
      <AccountSection title={copy.waitlists}>
        {view.waitlists.length === 0 ? <p className="text-muted">{copy.noWaitlists}</p> : null}
        <ul className="grid gap-2">
          {view.waitlists.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-foreground">
                {entry.title}
                {entry.confirmed ? '' : <span className="text-sm text-muted"> ({copy.pending})</span>}
              </span>
              <ActionForm action="leave-waitlist">
                <input type="hidden" name="id" value={entry.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  aria-label={`${copy.leave}: ${entry.title}`}
                >
                  {copy.leave}
                </Button>
              </ActionForm>
            </li>
          ))}
        </ul>
      </AccountSection>
      <AccountSection title={copy.newsletter}>
        <ActionForm action="newsletter" className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{view.subscribed ? copy.subscribed : copy.notSubscribed}</p>
          <input type="hidden" name="subscribed" value={view.subscribed ? 'off' : 'on'} />
          <Button type="submit" variant="secondary" size="sm">
            {view.subscribed ? copy.unsubscribe : copy.subscribe}
          </Button>
        </ActionForm>
      </AccountSection>
      <AddressSection view={view} echo={echoOf('address')} />
      {view.inquiries.length > 0 ? (
        <AccountSection title={copy.inquiries}>
          <ul className="grid gap-4">
            {view.inquiries.map((inquiry) => (
              <li
                key={inquiry.id}
                className="grid gap-2 border-t border-border pt-3 first:border-0 first:pt-0"
              >
                <p className="text-sm text-muted">
                  {dayText(inquiry.createdAt)}
                  {inquiry.piece ? ` · ${inquiry.piece}` : ''}
                </p>
                <p className="whitespace-pre-line text-foreground">{inquiry.message}</p>
                {inquiry.replies.map((reply, index) => (
                  <blockquote key={index} className="border-l-2 border-accent pl-4">
                    <p className="text-sm text-muted">
                      {copy.studioReplied}, {dayText(reply.createdAt)}
                    </p>
                    <p className="whitespace-pre-line text-foreground">{reply.message}</p>
                  </blockquote>
                ))}
              </li>
            ))}
          </ul>
        </AccountSection>
      ) : null}
      <AccountSection title={copy.data}>
        <p className="text-muted">{copy.dataIntro}</p>
        <a className={linkClass} href="/api/account/export" download>
          {copy.export}
        </a>
        <p className="text-sm text-muted">{copy.eraseIntro}</p>
        <ActionForm action="erase" className="grid max-w-sm gap-3">
          <FormField id="account-erase" label={copy.eraseConfirm} required>
            <Input id="account-erase" name="confirm" required pattern="ERASE" autoComplete="off" />
          </FormField>
          <FormError message={echoOf('erase')?.error} />
          <Button type="submit" variant="destructive" size="sm" className="justify-self-start">
            {copy.erase}
          </Button>
        </ActionForm>
      </AccountSection>
    </div>
  );
}

function AddressSection({ view, echo }: { view: AccountView; echo: FormEcho | undefined }) {
  const typed = (name: (typeof ADDRESS_FIELDS)[number]) =>
    echo?.values[name] ?? view.shippingAddress?.[name] ?? '';
  return (
    <AccountSection title={copy.address}>
      <p className="text-muted">{copy.addressIntro}</p>
      <ActionForm action="address" className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((name) => {
          const required = !['line2', 'region', 'phone'].includes(name);
          const id = `account-address-${name}`;
          return (
            <FormField key={name} id={id} label={copy.addressFields[name]} required={required}>
              <Input
                id={id}
                name={name}
                defaultValue={typed(name)}
                required={required}
                {...(name === 'country'
                  ? { maxLength: 2, pattern: '[A-Za-z]{2}', className: 'uppercase' }
                  : { maxLength: name === 'postalCode' ? 20 : 200 })}
              />
            </FormField>
          );
        })}
        <div className="sm:col-span-2">
          <FormError message={echo?.error} />
        </div>
        <Button type="submit" size="md" className="justify-self-start sm:col-span-2">
          {copy.saveAddress}
        </Button>
      </ActionForm>
    </AccountSection>
  );
}
