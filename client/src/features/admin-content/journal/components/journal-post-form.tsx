import { JOURNAL_TEXT_LIMITS, type JournalPostInput, JournalPostInputSchema } from '@contract/journal';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { describeField } from '@/components/admin/describe-field';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { slugify } from '@/lib/slugify';
import { useFormDraft } from '@/lib/unsaved/use-form-draft';

type JournalPostValues = JournalPostInput;

interface JournalPostFormProps {
  defaultValues: JournalPostValues;
  /** Where edits are kept until saved or discarded (see useUnsavedDraft). */
  draftKey: string;
  /** A new post suggests its slug from the title until the slug is typed by hand. */
  isNew: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: JournalPostValues) => void;
}

/** The fields of a journal post with the validation rules and messages from the contract. */
export function JournalPostForm({
  defaultValues,
  draftKey,
  isNew,
  pending,
  submitLabel,
  onSubmit,
}: JournalPostFormProps) {
  const form = useForm<JournalPostValues, unknown, JournalPostValues>({
    resolver: zodResolver(JournalPostInputSchema),
    defaultValues,
  });
  const { register, formState, control, setValue, getFieldState } = form;
  const draft = useFormDraft(form, draftKey);
  const typed = useWatch({ control });
  // Near a field's limit, the counter the site settings use (the text trimmed, as saved).
  const count = (field: 'title' | 'excerpt' | 'body') => (
    <CharacterCount
      id={`journal-${field}-count`}
      length={typed[field]?.trim().length ?? 0}
      limit={JOURNAL_TEXT_LIMITS[field]}
    />
  );
  const errors = formState.errors;

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (isNew && !getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <RestoredDraftNotice draft={draft} />
      <FormField id="journal-title" label="Title" required error={errors.title?.message}>
        <Input
          id="journal-title"
          {...titleField}
          {...describeField('journal-title', errors.title?.message)}
        />
        {count('title')}
      </FormField>
      <FormField
        id="journal-slug"
        label="Slug"
        required
        hint="Lowercase letters, numbers and hyphens; the post's address is /journal/slug."
        error={errors.slug?.message}
      >
        <Input
          id="journal-slug"
          className="font-mono"
          autoCapitalize="none"
          spellCheck={false}
          {...register('slug')}
          {...describeField('journal-slug', errors.slug?.message, { hint: true })}
        />
      </FormField>
      <FormField id="journal-excerpt" label="Excerpt" required error={errors.excerpt?.message}>
        <Textarea
          id="journal-excerpt"
          rows={3}
          {...register('excerpt')}
          {...describeField('journal-excerpt', errors.excerpt?.message)}
        />
        {count('excerpt')}
      </FormField>
      <FormField
        id="journal-body"
        label="Body"
        required
        hint="Separate paragraphs with a blank line."
        error={errors.body?.message}
      >
        <Textarea
          id="journal-body"
          rows={8}
          {...register('body')}
          {...describeField('journal-body', errors.body?.message, { hint: true })}
        />
        {count('body')}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <FormField id="journal-date" label="Date" required error={errors.date?.message}>
          <Input
            id="journal-date"
            type="date"
            {...register('date')}
            {...describeField('journal-date', errors.date?.message)}
          />
        </FormField>
        <div className="grid content-start gap-2">
          <Label htmlFor="journal-published">Published</Label>
          <div className="flex h-11 items-center gap-3">
            <Controller
              control={control}
              name="published"
              render={({ field }) => (
                <Switch
                  id="journal-published"
                  checked={field.value === 'true'}
                  onCheckedChange={(checked) => field.onChange(checked ? 'true' : 'false')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby="journal-published-state"
                />
              )}
            />
            <span id="journal-published-state" className="text-sm text-muted">
              {form.watch('published') === 'true' ? 'Visible on the site' : 'Draft, hidden from the site'}
            </span>
          </div>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="sm" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
