import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A web address field; `error` says why it was refused. */
export function UrlField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required>
      <Input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
