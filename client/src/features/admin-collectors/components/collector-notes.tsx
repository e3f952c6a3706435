import { type CollectorDetail, SUGGESTED_TAGS, TAG_MAX_LENGTH } from '@contract/collectors';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';
import { useEditCollector } from '../api';

interface NotesValues {
  notes: string;
  tags: string[];
}
const isValues = (value: unknown): value is NotesValues =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NotesValues).notes === 'string' &&
  Array.isArray((value as NotesValues).tags);

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/** The owner's notes and tags on a collector: kept while unsaved, saved with pending text. */
export function CollectorNotes({ collector }: { collector: CollectorDetail }) {
  const id = useId();
  const [values, setValues] = useState<NotesValues>({ notes: collector.notes, tags: collector.tags });
  const [newTag, setNewTag] = useState('');
  const save = useEditCollector(collector.id);
  const dirty = values.notes !== collector.notes || !sameTags(values.tags, collector.tags);
  const draft = useUnsavedDraft({
    key: `collector:${collector.id}`,
    values,
    dirty,
    restore: setValues,
    reset: () => setValues({ notes: collector.notes, tags: collector.tags }),
    accepts: isValues,
  });
  const addTag = (tag: string) => {
    const clean = tag.trim().slice(0, TAG_MAX_LENGTH);
    if (!clean || values.tags.some((t) => t.toLowerCase() === clean.toLowerCase())) return;
    setValues({ ...values, tags: [...values.tags, clean] });
    setNewTag('');
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, {
          onSuccess: (saved) => {
            draft.clear();
            setValues({ notes: saved.notes, tags: saved.tags });
            toast({ title: 'Saved', description: 'Notes and tags saved.' });
          },
        });
      }}
    >
      <RestoredDraftNotice draft={draft} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Tags</legend>
        <ul className="flex flex-wrap gap-2">
          {values.tags.map((tag) => (
            <li key={tag}>
              <Button
                type="button"
                size="sm"
                variant="subtle"
                aria-label={`Remove tag ${tag}`}
                onClick={() => setValues({ ...values, tags: values.tags.filter((t) => t !== tag) })}
              >
                {tag} ×
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={`${id}-tag`} className="sr-only">
            New tag
          </label>
          <Input
            id={`${id}-tag`}
            className="max-w-48"
            placeholder="New tag"
            list={`${id}-suggested`}
            maxLength={TAG_MAX_LENGTH}
            value={newTag}
            onChange={(event) => setNewTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addTag(newTag);
              }
            }}
          />
          <datalist id={`${id}-suggested`}>
            {SUGGESTED_TAGS.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
          <Button type="button" variant="secondary" onClick={() => addTag(newTag)}>
            Add tag
          </Button>
        </div>
      </fieldset>
      <label htmlFor={`${id}-notes`} className="text-sm font-medium">
        Notes
      </label>
      <Textarea
        id={`${id}-notes`}
        rows={4}
        value={values.notes}
        onChange={(event) => setValues({ ...values, notes: event.target.value })}
      />
      <div>
        <Button type="submit" size="sm" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notes and tags'}
        </Button>
      </div>
    </form>
  );
}
