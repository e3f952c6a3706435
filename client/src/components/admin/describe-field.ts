/**
 * The aria props that tie a control to its FormField hint (`${id}-hint`) and error
 * (`${id}-error`), so screen readers announce both.
 */
export function describeField(id: string, error: string | undefined, options: { hint?: boolean } = {}) {
  const describedBy = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
