import type { FormEcho } from '@contract/form-echo';
import type { AddressField } from '@contract/order-page';
import type { Address, OrderView } from '@contract/sales';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ORDER_COPY } from '@/config/copy/order';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useAction } from '@/lib/use-action';
import { orderPath, saveShippingAddress } from '../api';
import { OrderCard } from './order-card';

const copy = ORDER_COPY.address;

const FIELDS: { name: AddressField; required: boolean; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', required: true, autoComplete: 'shipping name', wide: true },
  { name: 'line1', required: true, autoComplete: 'shipping address-line1', wide: true },
  { name: 'line2', required: false, autoComplete: 'shipping address-line2', wide: true },
  { name: 'postalCode', required: true, autoComplete: 'shipping postal-code' },
  { name: 'city', required: true, autoComplete: 'shipping address-level2' },
  { name: 'region', required: false, autoComplete: 'shipping address-level1' },
  { name: 'country', required: true, autoComplete: 'shipping country' },
  { name: 'phone', required: false, autoComplete: 'shipping tel', wide: true },
];

/** An address as a parcel label reads it, one line each. */
export function AddressLines({ address }: { address: Address }) {
  const lines = [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.region,
    address.country,
  ].filter(Boolean);
  return (
    <address className="grid text-sm leading-relaxed text-foreground not-italic">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * Where to ship a piece paid by transfer (Stripe's page asks card payers itself). Posts the page
 * without script; a refused address comes back with what was typed (the server's echo).
 */
export function AddressForm({
  view,
  token,
  echo,
  onView,
}: {
  view: OrderView;
  token: string;
  echo: FormEcho | undefined;
  onView: (view: OrderView | null) => void;
}) {
  const save = useAction((fields: Record<string, string>) => saveShippingAddress(token, fields), {
    onSuccess: (answered) => onView(answered),
  });
  const echoed = echo?.values.action === 'address' ? echo : undefined;
  const typed = (name: AddressField) => echoed?.values[name] ?? view.shippingAddress?.[name] ?? '';
  const error = save.isError ? readErrorMessage(save.error, copy.failed) : (echoed?.error ?? null);
  // A transfer's invoice waits for this address: saving it is what brings the invoice.
  const bringsInvoice = view.method === 'bank-transfer' && view.invoice === null;
  return (
    <OrderCard title={copy.heading}>
      <p className="text-muted">{bringsInvoice ? copy.introBeforeInvoice : copy.intro}</p>
      <form
        method="post"
        action={orderPath(token)}
        onSubmit={(event) => {
          event.preventDefault();
          const { action: _action, ...fields } = readFormAsPosted(event.currentTarget);
          save.mutate(fields);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="action" value="address" />
        {FIELDS.map((field) => {
          const id = `address-${field.name}`;
          return (
            <FormField
              key={field.name}
              id={id}
              label={copy[field.name]}
              required={field.required}
              hint={field.name === 'country' ? copy.countryHint : undefined}
              className={field.wide ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={id}
                name={field.name}
                defaultValue={typed(field.name)}
                required={field.required}
                autoComplete={field.autoComplete}
                aria-describedby={field.name === 'country' ? `${id}-hint` : undefined}
                aria-invalid={error && field.required && !typed(field.name) ? true : undefined}
                {...(field.name === 'country'
                  ? { maxLength: 2, pattern: '[A-Za-z]{2}', className: 'uppercase' }
                  : { maxLength: field.name === 'postalCode' ? 20 : 200 })}
              />
            </FormField>
          );
        })}
        {error ? (
          <p role="alert" className="font-medium text-sold-out sm:col-span-2">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={save.isPending}
          className="justify-self-start sm:col-span-2"
        >
          {save.isPending ? copy.saving : bringsInvoice ? copy.saveForInvoice : copy.save}
        </Button>
      </form>
    </OrderCard>
  );
}
