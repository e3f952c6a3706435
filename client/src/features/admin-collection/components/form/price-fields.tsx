import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import { formatMoney } from '@contract/money';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/admin/form-section';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PRICE_ON_REQUEST, priceText, readPrice } from '@/features/admin-sales/price-text';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { describedBy, fieldId } from './field-ids';

/** What the price boxes need from the sales settings. */
export interface ShopPricing {
  currency: string;
  pricesIncludeTax: boolean;
}

const HINT = `Empty for “${PRICE_ON_REQUEST}”: collectors inquire, and you confirm a sale by hand.`;

/**
 * Each size's price, typed in the shop's currency as a person writes it. A size with a price is
 * paid online once a collector holds a number; without one it keeps the inquiry.
 */
export function PriceFields({ shop, className }: { shop: ShopPricing | null; className?: string }) {
  return (
    <FormSection
      className={className}
      title="Prices"
      description={
        shop
          ? `In ${shop.currency}, ${shop.pricesIncludeTax ? 'tax included' : 'before tax (tax is added to it)'}, as set in Sales Settings.`
          : 'The sales settings could not be read, so the prices cannot be shown: saving keeps them as they are. Reload to edit them.'
      }
    >
      {shop
        ? SIZE_MODELS.map((model) => (
            <PriceField
              key={model}
              name={`price${model}`}
              label={`${SIZE_MODEL_LABELS[model]} price (${shop.currency})`}
              currency={shop.currency}
            />
          ))
        : null}
    </FormSection>
  );
}

function PriceField({
  name,
  label,
  currency,
}: {
  name: 'price100' | 'price450';
  label: string;
  currency: string;
}) {
  const { register, formState, control, setValue } = useFormContext<SculptureFormValues>();
  const text = useWatch({ control, name }) ?? '';
  const error = formState.errors[name]?.message;
  const reading = readPrice(text, currency);
  const id = fieldId(name);
  const shownId = `${id}-shown`;
  const field = register(name, {
    // Written back the way it will be read ("4800" becomes "4,800.00"), so the owner sees the amount meant.
    onBlur: (event: { target: { value: string } }) => {
      const read = readPrice(event.target.value, currency);
      if (read.ok)
        setValue(name, priceText(read.minor, currency), { shouldDirty: true, shouldValidate: true });
    },
  });
  return (
    <FormField id={id} label={label} hint={HINT} error={error}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={PRICE_ON_REQUEST}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(name, HINT, error), reading.ok ? shownId : '']
          .filter(Boolean)
          .join(' ')}
        {...field}
      />
      {reading.ok && !error ? (
        <p id={shownId} className="text-xs text-foreground">
          Collectors see{' '}
          {reading.minor === null ? `“${PRICE_ON_REQUEST}”` : formatMoney(reading.minor, currency)}
        </p>
      ) : null}
    </FormField>
  );
}
