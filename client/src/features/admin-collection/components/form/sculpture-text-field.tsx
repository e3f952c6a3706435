import { SCULPTURE_TEXT_LIMITS } from '@contract/sculpture';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CharacterCount } from '@/components/ui/character-count';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SculptureFormValues } from '../../sculpture-form-schema';
import { describedBy, fieldId, type SculptureFieldName } from './field-ids';

type InputAttributes = 'placeholder' | 'type' | 'inputMode' | 'min' | 'max' | 'autoCapitalize' | 'spellCheck';

type SculptureTextFieldProps = Pick<ComponentProps<'input'>, InputAttributes> & {
  name: SculptureFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  /** Renders a textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
  /** Shown under the control: the counters of a field limited otherwise than by its length. */
  children?: ReactNode;
};

/**
 * A labelled text input (or textarea) bound to the sculpture form, with its hint, error and,
 * near the field's limit, the counter the site settings use.
 */
export function SculptureTextField({
  name,
  label,
  required,
  hint,
  rows,
  className,
  children,
  ...inputProps
}: SculptureTextFieldProps) {
  const { register, formState, control: formControl } = useFormContext<SculptureFormValues>();
  const value = useWatch({ control: formControl, name });
  const limit = (SCULPTURE_TEXT_LIMITS as Partial<Record<SculptureFieldName, number>>)[name];
  const error = formState.errors[name]?.message;
  const control = {
    id: fieldId(name),
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
    ...register(name),
  };
  return (
    <FormField
      id={control.id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {rows ? (
        <Textarea rows={rows} placeholder={inputProps.placeholder} {...control} />
      ) : (
        <Input {...control} {...inputProps} />
      )}
      {limit ? (
        <CharacterCount
          id={`${control.id}-count`}
          // What a save sends: the text trimmed, so the counter and the server agree.
          length={typeof value === 'string' ? value.trim().length : 0}
          limit={limit}
        />
      ) : null}
      {children}
    </FormField>
  );
}
