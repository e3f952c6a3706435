import type { Sculpture } from '@contract/sculpture';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { toast } from '@/components/ui/use-toast';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { failureDescription } from '@/lib/mutation-failure';
import { slugify } from '@/lib/slugify';
import { useFormDraft } from '@/lib/unsaved/use-form-draft';
import { useSaveSculpture } from '../api';
import { COLLECTION_TOASTS } from '../collection-copy';
import {
  newSculptureFormValues,
  type SculptureFormValues,
  type SculpturePayload,
  sculptureFormParseOptions,
  sculptureFormSchema,
  sculptureToFormValues,
  statusOptions,
} from '../sculpture-form-schema';
import type { ShopPricing } from './form/price-fields';
import { SculptureFormFields } from './form/sculpture-form-fields';
import { FormViewHeader } from './form-view-header';

interface SculptureFormProps {
  /** The sculpture being edited; absent for a new one. */
  sculpture?: Sculpture;
  /** Called after a successful save and on cancel. */
  onClose: () => void;
  /** The view's title band, which carries the form's Cancel and Save. */
  title: string;
  /** Rendered after the fields but outside the <form>: the images area has controls of its own. */
  children?: ReactNode;
  /**
   * For a new piece: runs once it is saved (the images picked before the save are uploaded then)
   * and answers how many files failed. With failures the form does not close: `onSavedWithFailures`
   * opens the saved piece for editing instead, where what did arrive is shown.
   */
  afterCreate?: (saved: Sculpture) => Promise<number>;
  onSavedWithFailures?: (saved: Sculpture) => void;
  /** Images picked and not uploaded yet: Cancel asks first, as for typed edits. */
  hasUnsavedImages?: boolean;
  /** The shop's currency the prices are typed in; null while unknown (the prices are then kept). */
  shop?: ShopPricing | null;
}

type SculptureFormApi = UseFormReturn<SculptureFormValues, unknown, SculpturePayload>;

/**
 * The add/edit form. Validation is the contract's schema; a failed save leaves
 * every field exactly as typed (the form is never reset on error).
 */
export function SculptureForm({
  sculpture,
  onClose,
  title,
  children,
  afterCreate,
  onSavedWithFailures,
  hasUnsavedImages = false,
  shop = null,
}: SculptureFormProps) {
  const formId = useId();
  const isNew = sculpture === undefined;
  const currency = shop?.currency ?? null;
  const schema = useMemo(() => sculptureFormSchema(currency), [currency]);
  const form = useForm<SculptureFormValues, unknown, SculpturePayload>({
    resolver: zodResolver(schema, sculptureFormParseOptions),
    defaultValues: isNew ? newSculptureFormValues() : sculptureToFormValues(sculpture, currency),
    mode: 'onTouched',
  });
  const save = useSaveSculpture(sculpture?.id);
  const draft = useFormDraft(form, isNew ? 'sculpture:new' : `sculpture:${sculpture.id}`);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Read during render: react-hook-form only tracks the state a component subscribes to.
  const { isDirty, dirtyFields, touchedFields } = form.formState;
  useSlugFromTitle(form, isNew && !dirtyFields.slug && !touchedFields.slug);

  // Submitting lasts until the picked images are uploaded too, so Save stays 'Saving...' throughout.
  const saving = form.formState.isSubmitting || save.isPending;
  const onSubmit = form.handleSubmit(async (payload) => {
    // Enter in a field submits too; one save at a time.
    if (save.isPending) return;
    let saved: Sculpture;
    try {
      saved = await save.mutateAsync(payload);
    } catch (error) {
      // A taken slug is the one failure the editor can fix in place: say so at the field too.
      if (error instanceof ApiError && error.status === 409)
        form.setError('slug', { message: readErrorMessage(error, '') }, { shouldFocus: true });
      toast({
        title: COLLECTION_TOASTS.saveFailed.title,
        description: failureDescription(COLLECTION_TOASTS.saveFailed, error),
        variant: 'destructive',
      });
      return;
    }
    draft.clear();
    toast({
      ...(isNew ? COLLECTION_TOASTS.created : COLLECTION_TOASTS.updated),
      description: isNew ? `${saved.title} was added at the end of the collection.` : saved.title,
      variant: 'success',
    });
    const failed = afterCreate ? await afterCreate(saved) : 0;
    if (failed > 0 && onSavedWithFailures) onSavedWithFailures(saved);
    else onClose();
  });

  function cancel() {
    if (isDirty || hasUnsavedImages) setConfirmDiscard(true);
    else onClose();
  }

  return (
    <FormProvider {...form}>
      <FormViewHeader
        title={title}
        subtitle={sculpture?.title}
        actions={
          <>
            {isDirty ? <span className="hidden text-xs text-muted md:inline">Unsaved changes</span> : null}
            <Button variant="secondary" size="sm" onClick={cancel}>
              Cancel
            </Button>
            {/* Outside the <form> (it sits in the sticky band), so it names the form it submits. */}
            <Button type="submit" form={formId} size="sm" disabled={saving}>
              <Save aria-hidden />
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        }
      />
      <RestoredDraftNotice draft={draft} />
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <SculptureFormFields statuses={statusOptions(sculpture?.status)} shop={shop} />
      </form>
      {children}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="The changes you made to this sculpture have not been saved."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          draft.clear();
          onClose();
        }}
      />
    </FormProvider>
  );
}

/**
 * For a new sculpture, the slug follows the title until the editor has been in the slug field.
 * Only a title change updates it, so clearing the slug by hand never snaps it back.
 */
function useSlugFromTitle({ control, setValue, getFieldState }: SculptureFormApi, follow: boolean) {
  const title = useWatch({ control, name: 'title' });
  const followRef = useRef(follow);
  followRef.current = follow;
  // Only a change of title moves the slug: not the first render, nor edits restored from storage
  // (those bring their own slug, and a restored slug counts as typed).
  const lastTitle = useRef(title);
  useEffect(() => {
    if (title === lastTitle.current) return;
    lastTitle.current = title;
    if (!followRef.current) return;
    // A slug refused before (say, empty at a first save) is checked again as it fills, so its
    // error goes as soon as the title gives it a value, and never stays under a valid slug.
    setValue('slug', slugify(title ?? ''), { shouldValidate: getFieldState('slug').invalid });
  }, [title, setValue, getFieldState]);
}
