import { TEXT_LIMITS } from '@contract/limits';
import { LayoutTemplate, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from '@/components/ui/titled-card';
import { toast } from '@/components/ui/use-toast';
import { readErrorMessage } from '@/lib/api-client';
import { useSendNewsletter } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { checkNewsletterDraft, EMPTY_DRAFT, type NewsletterDraft } from '../newsletter-draft';
import { buildNewsletterTemplate } from '../newsletter-template';
import { NewsletterPreview } from './newsletter-preview';
import { RecipientsNote } from './recipients-note';

const copy = AUDIENCE_COPY.composer;

/**
 * §2/§5 composer. Problems are the spec's toasts, in its order, and focus moves to the field
 * to fix. The draft is kept when a send fails and cleared once the server has queued it.
 */
export function NewsletterComposer({ subscriberCount }: { subscriberCount: number | undefined }) {
  const [draft, setDraft] = useState<NewsletterDraft>(EMPTY_DRAFT);
  const send = useSendNewsletter();

  const edit =
    (field: keyof NewsletterDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkNewsletterDraft(draft, subscriberCount);
    if (!checked.ok) {
      toast({ ...checked.problem, variant: 'destructive' });
      if (checked.field)
        (event.currentTarget.elements.namedItem(checked.field) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(checked.input, {
      onSuccess: ({ message }) => {
        setDraft(EMPTY_DRAFT);
        toast({ title: AUDIENCE_COPY.sent.title, description: message, variant: 'success' });
      },
      onError: (error) => {
        console.error(AUDIENCE_COPY.sendFailed.fallback, error);
        toast({
          title: AUDIENCE_COPY.sendFailed.title,
          description: readErrorMessage(error, AUDIENCE_COPY.sendFailed.fallback),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <TitledCard
      title={copy.title}
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDraft(buildNewsletterTemplate(window.location.origin))}
          disabled={send.isPending}
        >
          <LayoutTemplate aria-hidden />
          {copy.useTemplate}
        </Button>
      }
    >
      <RecipientsNote count={subscriberCount} />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            <FormField id="newsletter-subject" label={copy.subject} required>
              <Input
                id="newsletter-subject"
                name="subject"
                required
                maxLength={TEXT_LIMITS.short}
                value={draft.subject}
                onChange={edit('subject')}
              />
            </FormField>
            <FormField id="newsletter-html" label={copy.html} hint={copy.htmlHint} required>
              <Textarea
                id="newsletter-html"
                name="htmlContent"
                required
                rows={12}
                spellCheck={false}
                aria-describedby="newsletter-html-hint"
                className="font-mono text-xs sm:text-xs"
                value={draft.htmlContent}
                onChange={edit('htmlContent')}
              />
            </FormField>
            <FormField id="newsletter-text" label={copy.text} hint={copy.textHint} required>
              <Textarea
                id="newsletter-text"
                name="textContent"
                required
                rows={8}
                aria-describedby="newsletter-text-hint"
                value={draft.textContent}
                onChange={edit('textContent')}
              />
            </FormField>
          </div>
          <figure className="grid min-w-0 grid-rows-[auto_1fr] gap-2">
            <figcaption className="text-sm font-medium">{copy.previewTitle}</figcaption>
            <NewsletterPreview html={draft.htmlContent} />
          </figure>
        </div>
        <div className="flex justify-end border-t border-border pt-4">
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {send.isPending ? copy.sending : copy.send}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
