import { REPLY_MAX_LENGTH } from '@contract/inquiry-inbox';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';
import { useSendReply } from '../api';
import { INBOX_COPY } from '../inbox-copy';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The owner's answer to one inquiry. What is typed is kept in this browser until it is sent
 * (the one unsaved-draft mechanism), so a reload or a failed send loses nothing.
 */
export function ReplyComposer({ inquiryId, onSent }: { inquiryId: number; onSent: () => void }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const send = useSendReply();
  const draft = useUnsavedDraft({
    key: `inquiry-reply:${inquiryId}`,
    values: message,
    dirty: message.trim() !== '',
    restore: setMessage,
    reset: () => setMessage(''),
    accepts: isText,
  });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!message.trim() || send.isPending) return;
        send.mutate(
          { id: inquiryId, message },
          {
            onSuccess: () => {
              draft.clear();
              setMessage('');
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
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {INBOX_COPY.reply.hint}
      </p>
      <div>
        <Button type="submit" size="sm" disabled={send.isPending || !message.trim()}>
          {send.isPending ? INBOX_COPY.reply.sending : INBOX_COPY.reply.send}
        </Button>
      </div>
    </form>
  );
}
