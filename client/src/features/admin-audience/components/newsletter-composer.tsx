import { NEWSLETTER_TEXT_LIMITS, type NewsletterSend } from '@contract/audience';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Code, FilePlus2, LayoutTemplate, Send } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from '@/components/ui/titled-card';
import { toast } from '@/components/ui/use-toast';
import { collectionQueries } from '@/features/admin-collection/api';
import { readErrorMessage } from '@/lib/api-client';
import { fromLocalInput } from '@/lib/local-datetime';
import { fetchStoredNewsletter, useSendNewsletter } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { composerReducer, draftOf, INITIAL_COMPOSER, isBlank } from '../composer-state';
import { checkNewsletterDraft } from '../newsletter-draft';
import { buildNewsletterTemplate } from '../newsletter-template';
import { useComposerDraft } from '../use-composer-draft';
import { useDraftAutosave } from '../use-draft-autosave';
import { useOpenDraftMemory } from '../use-open-draft-memory';
import { DraftStatus } from './draft-status';
import { NewsletterPreview } from './newsletter-preview';
import { RecipientsNote } from './recipients-note';
import { type SendTiming, SendTimingField } from './send-timing';
import { TestCopyForm } from './test-copy-form';

// The editor (ProseMirror) is loaded only when the composer shows: the rest of the dashboard
// and every public page stay as light as they were.
const VisualEditor = lazy(() => import('@/features/newsletter-editor/components/visual-editor'));

const copy = AUDIENCE_COPY.composer;

/** Which newsletter the list asked to open; `nonce` lets the same one be opened twice. */
export interface OpenRequest {
  id: number;
  nonce: number;
}

type Timing = { ok: true; extra: Partial<NewsletterSend>; when: string } | { ok: false; message: string };

function readTiming(timing: SendTiming): Timing {
  if (timing.kind === 'now') return { ok: true, extra: {}, when: 'now' };
  if (timing.kind === 'release') {
    return timing.sculptureId === null
      ? { ok: false, message: copy.noScheduledPieces }
      : { ok: true, extra: { releaseSculptureId: timing.sculptureId }, when: 'when the piece is released' };
  }
  const sendAt = fromLocalInput(timing.localValue);
  if (!sendAt || Number.isNaN(Date.parse(sendAt)))
    return { ok: false, message: 'Please choose a valid date and time' };
  if (Date.parse(sendAt) <= Date.now()) return { ok: false, message: 'Please choose a time in the future' };
  const when = new Date(sendAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return { ok: true, extra: { sendAt }, when: `at ${when}` };
}

/**
 * Composer, written visually: the email HTML and the plain text are rendered from the
 * editor's document ('Edit HTML' keeps the plain HTML textarea). What is typed is kept as a draft on
 * the server, and in this browser until the server has it. Problems are toasts, in the order of the checks; a send asks for confirmation, and
 * the form is cleared once the server has queued or scheduled it.
 */
export function NewsletterComposer({
  subscriberCount,
  openRequest,
}: {
  subscriberCount: number | undefined;
  openRequest?: OpenRequest | null;
}) {
  const [state, dispatch] = useReducer(composerReducer, INITIAL_COMPOSER);
  const [timing, setTiming] = useState<SendTiming>({ kind: 'now' });
  const [confirming, setConfirming] = useState<{ input: NewsletterSend; when: string } | null>(null);
  const [confirmVisual, setConfirmVisual] = useState(false);
  const send = useSendNewsletter();
  const queryClient = useQueryClient();
  /** The template is about a piece of the collection as it is now (the list the dashboard has read). */
  async function openTemplate() {
    const pieces = await queryClient.ensureQueryData(collectionQueries.sculptures()).catch(() => []);
    dispatch({ type: 'template', ...buildNewsletterTemplate(window.location.origin, pieces) });
  }
  const autosave = useDraftAutosave(state, (saved) => dispatch({ type: 'saved', ...saved }));
  const draft = draftOf(state);
  const scheduling = timing.kind !== 'now';

  const reopen = useCallback((id: number) => {
    fetchStoredNewsletter(id).then(
      (stored) => dispatch({ type: 'open', stored }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: readErrorMessage(error, 'Failed to open the newsletter'),
          variant: 'destructive',
        }),
    );
  }, []);
  const unsaved = useComposerDraft(state, dispatch, reopen);
  const shown = useRef(state);
  shown.current = state;
  const reopenDraft = useCallback(
    (id: number) =>
      fetchStoredNewsletter(id).then(
        (stored) => {
          // Not over anything the admin began meanwhile (typing, or opening another letter).
          const untouched = shown.current.draftId === null && isBlank(shown.current);
          if (stored.state !== 'draft' || !untouched) return false;
          dispatch({ type: 'open', stored });
          return true;
        },
        // Deleted or unreadable: the composer starts empty, as it would have.
        () => false,
      ),
    [],
  );
  useOpenDraftMemory(state.draftId, reopenDraft);

  useEffect(() => {
    if (openRequest) reopen(openRequest.id);
  }, [openRequest, reopen]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkNewsletterDraft(draft, subscriberCount);
    if (!checked.ok) {
      toast({ ...checked.problem, variant: 'destructive' });
      if (checked.field === 'subject') document.getElementById('newsletter-subject')?.focus();
      else if (checked.field === 'textContent') document.getElementById('newsletter-text')?.focus();
      else if (checked.field === 'htmlContent')
        document
          .getElementById(state.mode === 'html' ? 'newsletter-html' : 'newsletter-visual-editor')
          ?.focus();
      return;
    }
    const read = readTiming(timing);
    if (!read.ok) {
      toast({ title: 'Error', description: read.message, variant: 'destructive' });
      return;
    }
    setConfirming({
      input: {
        ...checked.input,
        ...read.extra,
        ...(state.draftId === null ? {} : { draftId: state.draftId }),
        design: state.mode === 'visual' ? JSON.stringify(state.doc) : null,
      },
      when: read.when,
    });
  }

  function confirmSend() {
    if (!confirming) return;
    send.mutate(confirming.input, {
      onSuccess: ({ message }) => {
        dispatch({ type: 'clear' });
        setTiming({ kind: 'now' });
        setConfirming(null);
        toast({
          title:
            confirming.input.sendAt || confirming.input.releaseSculptureId
              ? AUDIENCE_COPY.scheduled.title
              : AUDIENCE_COPY.sent.title,
          description: message,
          variant: 'success',
        });
      },
      // The toast is the mutation's; the composer keeps what was written.
      onError: () => setConfirming(null),
    });
  }

  return (
    <TitledCard
      title={copy.title}
      action={
        <div className="flex flex-wrap gap-2">
          {state.draftId !== null ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => dispatch({ type: 'clear' })}
              disabled={send.isPending}
            >
              <FilePlus2 aria-hidden />
              {copy.newDraft}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void openTemplate()} disabled={send.isPending}>
            <LayoutTemplate aria-hidden />
            {copy.useTemplate}
          </Button>
        </div>
      }
    >
      <RecipientsNote count={subscriberCount} />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <RestoredDraftNotice draft={unsaved} />
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-4">
            <FormField id="newsletter-subject" label={copy.subject} required>
              <Input
                id="newsletter-subject"
                name="subject"
                required
                maxLength={NEWSLETTER_TEXT_LIMITS.subject}
                value={state.subject}
                onChange={(event) => dispatch({ type: 'subject', value: event.target.value })}
              />
              {/* Counted as sent: trimmed. */}
              <CharacterCount
                id="newsletter-subject-count"
                length={state.subject.trim().length}
                limit={NEWSLETTER_TEXT_LIMITS.subject}
              />
            </FormField>
            {state.mode === 'visual' ? (
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-3">
                  <span id="newsletter-content-label" className="text-sm font-medium">
                    {copy.content}
                    <span className="ml-1 text-accent" aria-hidden>
                      *
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => dispatch({ type: 'editHtml' })}
                  >
                    <Code aria-hidden />
                    {copy.editHtml}
                  </Button>
                </div>
                <Suspense
                  fallback={
                    <p className="rounded-md border border-border p-4 text-sm text-muted">
                      {copy.loadingEditor}
                    </p>
                  }
                >
                  <VisualEditor
                    key={state.docVersion}
                    initialDoc={state.doc}
                    onChange={(doc) => dispatch({ type: 'doc', doc })}
                    siteOrigin={window.location.origin}
                  />
                </Suspense>
                {/* The limit is on the email's HTML, which the editor writes. */}
                <CharacterCount
                  id="newsletter-html-count"
                  label="Email HTML"
                  length={state.htmlContent.trim().length}
                  limit={NEWSLETTER_TEXT_LIMITS.htmlContent}
                />
              </div>
            ) : (
              <FormField id="newsletter-html" label={copy.html} hint={copy.htmlHint} required>
                <Textarea
                  id="newsletter-html"
                  name="htmlContent"
                  required
                  rows={12}
                  spellCheck={false}
                  aria-describedby="newsletter-html-hint"
                  className="font-mono text-xs sm:text-xs"
                  value={state.htmlContent}
                  onChange={(event) => dispatch({ type: 'html', value: event.target.value })}
                />
                <CharacterCount
                  id="newsletter-html-count"
                  length={state.htmlContent.trim().length}
                  limit={NEWSLETTER_TEXT_LIMITS.htmlContent}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setConfirmVisual(true)}
                >
                  {copy.backToVisual}
                </Button>
              </FormField>
            )}
            <FormField
              id="newsletter-text"
              label={copy.text}
              hint={state.mode === 'visual' && !state.textEdited ? copy.textGenerated : copy.textHint}
              required
            >
              <Textarea
                id="newsletter-text"
                name="textContent"
                required
                rows={8}
                aria-describedby="newsletter-text-hint"
                value={state.textContent}
                onChange={(event) => dispatch({ type: 'text', value: event.target.value })}
              />
              <CharacterCount
                id="newsletter-text-count"
                length={state.textContent.trim().length}
                limit={NEWSLETTER_TEXT_LIMITS.textContent}
              />
              {state.mode === 'visual' && state.textEdited ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => dispatch({ type: 'regenerateText' })}
                >
                  {copy.regenerateText}
                </Button>
              ) : null}
            </FormField>
          </div>
          <figure className="grid min-w-0 grid-rows-[auto_1fr] gap-2">
            <figcaption className="text-sm font-medium">{copy.previewTitle}</figcaption>
            <NewsletterPreview html={state.htmlContent} />
          </figure>
        </div>
        <TestCopyForm draft={draft} />
        <SendTimingField value={timing} onChange={setTiming} disabled={send.isPending} />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <DraftStatus status={autosave} />
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {send.isPending
              ? scheduling
                ? copy.scheduling
                : copy.sending
              : scheduling
                ? copy.schedule
                : copy.send}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={scheduling ? copy.confirmLater.title : copy.confirmNow.title}
        description={
          scheduling
            ? copy.confirmLater.description(confirming?.when ?? '')
            : copy.confirmNow.description(subscriberCount)
        }
        confirmLabel={scheduling ? copy.schedule : copy.send}
        pendingLabel={scheduling ? copy.scheduling : copy.sending}
        pending={send.isPending}
        onConfirm={confirmSend}
      />
      <ConfirmDialog
        open={confirmVisual}
        onOpenChange={setConfirmVisual}
        title={copy.backToVisualConfirm.title}
        description={copy.backToVisualConfirm.description}
        confirmLabel={copy.backToVisualConfirm.confirm}
        onConfirm={() => {
          dispatch({ type: 'backToVisual' });
          setConfirmVisual(false);
        }}
      />
    </TitledCard>
  );
}
