import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { fieldId } from './field-ids';

type TextSwitchName = 'isGreyscale' | 'published';

interface TextSwitchFieldProps {
  name: TextSwitchName;
  label: string;
  hint: string;
  className?: string;
}

/** A field that is 'true'/'false' text on the wire, edited as an on/off switch. */
export function TextSwitchField({ name, label, hint, className }: TextSwitchFieldProps) {
  const { control } = useFormContext<SculptureFormValues>();
  const id = fieldId(name);
  return (
    <div className={className}>
      <div className="flex items-start justify-between gap-4 rounded-md border border-border bg-background p-3">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        </div>
        <Controller
          control={control}
          name={name}
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
