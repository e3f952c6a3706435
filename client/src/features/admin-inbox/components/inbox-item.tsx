import { mailtoHref } from '@contract/email-address';
import { INQUIRY_STATE_LABELS, type InboxInquiry, type InquiryState } from '@contract/inquiry-inbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatTimestamp } from '@/lib/format-date';
import { inboxQueries, useMarkRead, useSetInquiryState } from '../api';
import { INBOX_COPY } from '../inbox-copy';
import { ReplyComposer } from './reply-composer';

const STATE_TONES = { new: 'accent', replied: 'available', closed: 'neutral', spam: 'soldOut' } as const;

/** One inquiry of the inbox: every field is the visitor's text, rendered as text. */
export function InboxItem({
  inquiry,
  open,
  onToggle,
  onOpenCollector,
}: {
  inquiry: InboxInquiry;
  open: boolean;
  onToggle: () => void;
  onOpenCollector: (id: number) => void;
}) {
  const setState = useSetInquiryState();
  const markRead = useMarkRead();
  const [askSpam, setAskSpam] = useState(false);
  const replies = useQuery({ ...inboxQueries.replies(inquiry.id), enabled: open && inquiry.replyCount > 0 });
  const change = (state: InquiryState) => setState.mutate({ id: inquiry.id, state });
  const pendingState = setState.isPending ? setState.variables?.state : undefined;
  const toggle = () => {
    if (!open && !inquiry.read) markRead.mutate(inquiry.id);
    onToggle();
  };
  return (
    <article
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
      aria-labelledby={`inquiry-${inquiry.id}-name`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1">
          {inquiry.read ? null : (
            <span className="size-2 rounded-full bg-accent" role="img" aria-label="Unread" />
          )}
          <h3
            id={`inquiry-${inquiry.id}-name`}
            className={inquiry.read ? 'font-medium break-words' : 'font-semibold break-words'}
          >
            {inquiry.name}
          </h3>
          <Badge tone={STATE_TONES[inquiry.state]}>{INQUIRY_STATE_LABELS[inquiry.state]}</Badge>
          {inquiry.isCollector === 'true' ? <Badge tone="available">Collector</Badge> : null}
          {inquiry.isGallery === 'true' ? <Badge tone="accent">Gallery</Badge> : null}
          {inquiry.sculptureInterest ? (
            <span className="text-sm text-muted">{inquiry.sculptureInterest}</span>
          ) : null}
        </div>
        <time dateTime={inquiry.createdAt} className="text-xs text-muted tabular-nums">
          {formatTimestamp(inquiry.createdAt)}
        </time>
      </header>
      {/* An erased collector's inquiry keeps its date and piece, with no address to write to. */}
      {inquiry.email ? (
        <a
          href={mailtoHref(inquiry.email)}
          className="-mt-2 w-fit text-sm break-all text-muted hover:text-foreground hover:underline"
        >
          {inquiry.email}
        </a>
      ) : null}
      {inquiry.phone ? (
        <a
          href={`tel:${inquiry.phone.replace(/[^+0-9]/g, '')}`}
          className="-mt-2 w-fit text-sm text-muted tabular-nums hover:text-foreground hover:underline"
        >
          <span className="sr-only">Phone: </span>
          {inquiry.phone}
        </a>
      ) : null}
      {inquiry.location ? (
        <p className="-mt-2 text-sm">
          <span className="text-muted">Location: </span>
          <span className="font-medium">{inquiry.location}</span>
        </p>
      ) : null}
      {inquiry.message ? (
        <p
          className={`text-sm leading-relaxed whitespace-pre-line break-words ${open ? '' : 'line-clamp-2'}`}
        >
          {inquiry.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {inquiry.email ? (
          <Button size="sm" variant={open ? 'subtle' : 'primary'} aria-expanded={open} onClick={toggle}>
            {open ? 'Hide' : 'Open and reply'}
          </Button>
        ) : null}
        {inquiry.state === 'closed' || inquiry.state === 'spam' ? (
          <Button size="sm" variant="secondary" disabled={setState.isPending} onClick={() => change('new')}>
            {pendingState === 'new'
              ? 'Saving...'
              : inquiry.state === 'spam'
                ? INBOX_COPY.state.notSpam
                : INBOX_COPY.state.reopen}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={setState.isPending}
              onClick={() => change('closed')}
            >
              {pendingState === 'closed' ? 'Saving...' : INBOX_COPY.state.close}
            </Button>
            <Button size="sm" variant="ghost" disabled={setState.isPending} onClick={() => setAskSpam(true)}>
              {INBOX_COPY.state.spam}
            </Button>
          </>
        )}
        {inquiry.collectorId !== null ? (
          <Button size="sm" variant="ghost" onClick={() => onOpenCollector(inquiry.collectorId!)}>
            {INBOX_COPY.collector}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className="grid gap-4 border-t border-border pt-3">
          {replies.data && replies.data.length > 0 ? (
            <section className="grid gap-2" aria-label={INBOX_COPY.replies}>
              {replies.data.map((reply) => (
                <div key={reply.id} className="rounded-md border border-border p-3 text-sm">
                  <p className="mb-1 text-xs text-muted">
                    {reply.sentBy}, {formatTimestamp(reply.createdAt)} · {reply.delivery}
                  </p>
                  <p className="whitespace-pre-line break-words">{reply.message}</p>
                </div>
              ))}
            </section>
          ) : null}
          <ReplyComposer inquiry={inquiry} onSent={() => {}} />
        </div>
      ) : null}
      <ConfirmDialog
        open={askSpam}
        onOpenChange={setAskSpam}
        title={INBOX_COPY.state.spamConfirm.title}
        description={INBOX_COPY.state.spamConfirm.body}
        confirmLabel={INBOX_COPY.state.spamConfirm.confirm}
        pendingLabel="Saving..."
        pending={setState.isPending}
        destructive
        onConfirm={() =>
          setState.mutate({ id: inquiry.id, state: 'spam' }, { onSettled: () => setAskSpam(false) })
        }
      />
    </article>
  );
}
