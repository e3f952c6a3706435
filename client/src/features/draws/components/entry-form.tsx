import type { FormEcho } from '@contract/form-echo';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { DRAW_COPY_PAGE } from '@/config/copy/draw';
import { readErrorMessage } from '@/lib/api-client';
import { prepareChallenge } from '@/lib/challenge';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useAction } from '@/lib/use-action';
import { drawPagePath, enterDraw } from '../api';
import { DrawCard } from './draw-card';

const copy = DRAW_COPY_PAGE.form;

const FIELDS = [
  { name: 'name', label: copy.name, required: true, type: 'text', autoComplete: 'name' },
  { name: 'email', label: copy.email, required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: copy.phone, required: false, type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The entry form: posted as a plain form without script (the page answers with the code or the
 * reason and what was typed), sent as JSON with it. The place where a proof-of-work challenge's
 * solution joins the fields is the submit handler here and the server's entry-check.ts.
 */
export function EntryForm({
  slug,
  size,
  sculptureId,
  echo,
}: {
  slug: string;
  size: string;
  sculptureId: number;
  echo: FormEcho | undefined;
}) {
  const [entered, setEntered] = useState<string | null>(null);
  const enter = useAction((fields: Record<string, string>) =>
    enterDraw(sculptureId, size, {
      name: fields.name ?? '',
      email: fields.email ?? '',
      phone: fields.phone ?? '',
    }),
  );
  const error = enter.isError ? readErrorMessage(enter.error, copy.failed) : (echo?.error ?? null);
  if (entered) {
    return (
      <DrawCard title={copy.heading} tone="accent">
        <FormNotice tone="success" notice={{ title: entered, description: copy.entered(entered) }} />
      </DrawCard>
    );
  }
  return (
    <DrawCard title={copy.heading} tone="accent">
      <form
        method="post"
        action={drawPagePath(slug, size)}
        className="grid gap-4 sm:grid-cols-2"
        onFocus={prepareChallenge}
        onSubmit={(event) => {
          event.preventDefault();
          const { action: _action, ...fields } = readFormAsPosted(event.currentTarget);
          enter.mutate(fields, { onSuccess: ({ entryCode }) => setEntered(entryCode) });
        }}
      >
        <input type="hidden" name="action" value="enter" />
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`draw-${field.name}`}
            label={field.label}
            required={field.required}
            className={field.name === 'phone' ? 'sm:col-span-2' : undefined}
          >
            <Input
              id={`draw-${field.name}`}
              name={field.name}
              type={field.type}
              required={field.required}
              autoComplete={field.autoComplete}
              maxLength={200}
              defaultValue={echo?.values[field.name] ?? ''}
            />
          </FormField>
        ))}
        {error ? (
          <p role="alert" className="font-medium text-sold-out sm:col-span-2">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={enter.isPending}
          className="justify-self-start sm:col-span-2"
        >
          {enter.isPending ? copy.sending : copy.submit}
        </Button>
      </form>
    </DrawCard>
  );
}
