import { REPLY_MAX_LENGTH } from '@contract/inquiry-inbox';
import { EMAIL_SIGNATURE_TEXT, quotedIntro, replyGreeting } from '@contract/reply-letter';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';
import { useSendReply } from '../api';
import { INBOX_COPY } from '../inbox-copy';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The inquiry being answered: who wrote, what and when (quoted under the answer). */
export interface AnsweredInquiry {
  id: number;
  name: string;
  message: string;
  createdAt: string;
}

/**
 * The owner's answer to one inquiry. It starts with the greeting, which the owner keeps or
 * changes: the email adds none, and what follows the owner's words (the signature and the quoted
 * message) is shown under the field, so the composer shows the whole email as it is sent. What is
 * typed is kept in this browser until it is sent (the one unsaved-draft mechanism), so a reload
 * or a failed send loses nothing.
 */
export function ReplyComposer({ inquiry, onSent }: { inquiry: AnsweredInquiry; onSent: () => void }) {
  const id = useId();
  const opening = `${replyGreeting(inquiry.name)}\n\n`;
  const [message, setMessage] = useState(opening);
  const send = useSendReply();
  // The greeting alone is not an answer: nothing to keep, nothing to send.
  const written = message.trim() !== '' && message.trim() !== opening.trim();
  const draft = useUnsavedDraft({
    key: `inquiry-reply:${inquiry.id}`,
    values: message,
    dirty: written,
    restore: setMessage,
    reset: () => setMessage(opening),
    accepts: isText,
  });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!written || send.isPending) return;
        send.mutate(
          { id: inquiry.id, message },
          {
            onSuccess: () => {
              draft.clear();
              setMessage(opening);
              toast({ title: 'Sent', description: INBOX_COPY.reply.sent });
              onSent();
            },
          },
        );
      }}
    >
      <RestoredDraftNotice draft={draft} />
      <label htmlFor={id} className="text-sm font-medium">
        {INBOX_COPY.reply.label}
      </label>
      <Textarea
        id={id}
        rows={6}
        maxLength={REPLY_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby={`${id}-hint ${id}-after`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {INBOX_COPY.reply.hint}
      </p>
      <figure className="grid gap-1.5 rounded-md border border-dashed border-border p-3 text-sm">
        <figcaption className="text-xs font-medium text-muted">{INBOX_COPY.reply.after}</figcaption>
        <div id={`${id}-after`} className="grid gap-2 text-muted">
          <p className="whitespace-pre-line">{EMAIL_SIGNATURE_TEXT}</p>
          <p className="text-xs">{quotedIntro(inquiry.createdAt)}</p>
          <blockquote className="border-l-2 border-border pl-3 text-xs whitespace-pre-line break-words">
            {inquiry.message}
          </blockquote>
        </div>
      </figure>
      <div>
        <Button type="submit" size="sm" disabled={send.isPending || !written}>
          {send.isPending ? INBOX_COPY.reply.sending : INBOX_COPY.reply.send}
        </Button>
      </div>
    </form>
  );
}
