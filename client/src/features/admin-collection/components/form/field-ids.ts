import type { SculptureFormValues } from '../../sculpture-form-schema';

export type SculptureFieldName = keyof SculptureFormValues & string;

/** Control ids; FormField derives the hint and error ids from them. */
export const fieldId = (name: SculptureFieldName) => `sculpture-${name}`;

/** aria-describedby for a control: its hint and its error, whichever exist. */
export function describedBy(name: SculptureFieldName, hint: unknown, error: unknown): string | undefined {
  const id = fieldId(name);
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
