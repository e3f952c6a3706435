import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { fieldId } from './field-ids';

const HINT = 'Shows the images in greyscale, intended for sold-out or unavailable pieces.';

/** isGreyscale is 'true'/'false' text on the wire (§3); the switch maps it to on/off. */
export function GreyscaleSwitchField({ className }: { className?: string }) {
  const { control } = useFormContext<SculptureFormValues>();
  const id = fieldId('isGreyscale');
  return (
    <div className={className}>
      <div className="flex items-start justify-between gap-4 rounded-md border border-border bg-background p-3">
        <div className="grid gap-1">
          <Label htmlFor={id}>Greyscale images</Label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            {HINT}
          </p>
        </div>
        <Controller
          control={control}
          name="isGreyscale"
          render={({ field }) => (
            <Switch
              id={id}
              ref={field.ref}
              name={field.name}
              aria-describedby={`${id}-hint`}
              checked={field.value === 'true'}
              onCheckedChange={(checked) => field.onChange(checked ? 'true' : 'false')}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </div>
  );
}
