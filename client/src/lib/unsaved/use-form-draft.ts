import { useCallback } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { type UnsavedDraft, useUnsavedDraft } from './use-unsaved-draft';

/** Whether kept values have the form's fields: every key of the saved values, nothing else needed. */
function sameShape<T extends FieldValues>(saved: T) {
  return (values: unknown): values is T =>
    typeof values === 'object' && values !== null && Object.keys(saved).every((field) => field in values);
}

/**
 * useUnsavedDraft for a react-hook-form form: restored values become edits of the saved ones
 * (the defaults are kept, so the form counts as changed and Save and Cancel behave as after typing).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  key: string,
): UnsavedDraft {
  const values = useWatch({ control: form.control }) as T;
  const { isDirty } = form.formState;
  const restore = useCallback((kept: T) => form.reset(kept, { keepDefaultValues: true }), [form]);
  const reset = useCallback(() => form.reset(), [form]);
  const saved = form.formState.defaultValues as T;
  return useUnsavedDraft({ key, values, dirty: isDirty, restore, reset, accepts: sameShape(saved) });
}
