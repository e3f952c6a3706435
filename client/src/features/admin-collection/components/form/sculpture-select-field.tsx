import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { describedBy, fieldId, type SculptureFieldName } from './field-ids';

interface SculptureSelectFieldProps {
  name: SculptureFieldName;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  className?: string;
}

/** A labelled native select bound to the sculpture form. */
export function SculptureSelectField({ name, label, options, hint, className }: SculptureSelectFieldProps) {
  const { register, formState } = useFormContext<SculptureFormValues>();
  const error = formState.errors[name]?.message;
  return (
    <FormField id={fieldId(name)} label={label} hint={hint} error={error} className={className}>
      <NativeSelect
        id={fieldId(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        {...register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
