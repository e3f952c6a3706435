import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { DRAW_COPY_PAGE } from '@/config/copy/draw';
import { readErrorMessage } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { confirmDrawEntry, drawPagePath } from '../api';
import { DrawCard } from './draw-card';

const copy = DRAW_COPY_PAGE.confirm;

/** The emailed link's question: a button that confirms (opening the link never does). */
export function ConfirmEntry({
  slug,
  size,
  token,
  onConfirmed,
}: {
  slug: string;
  size: string;
  token: string;
  onConfirmed: (code: string) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  const confirm = useAction(confirmDrawEntry, {
    onSuccess: ({ entryCode }) => {
      setDone(entryCode);
      onConfirmed(entryCode);
    },
  });
  if (done) {
    return <FormNotice tone="success" notice={{ title: copy.heading, description: copy.done(done) }} />;
  }
  return (
    <DrawCard title={copy.heading} tone="accent">
      <p className="text-sm text-muted">{copy.text}</p>
      <form
        method="post"
        action={drawPagePath(slug, size)}
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(token);
        }}
      >
        <input type="hidden" name="action" value="confirm" />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" disabled={confirm.isPending}>
          {confirm.isPending ? copy.sending : copy.button}
        </Button>
      </form>
      {confirm.isError ? (
        <p role="alert" className="font-medium text-sold-out">
          {readErrorMessage(confirm.error, copy.failed)}
        </p>
      ) : null}
    </DrawCard>
  );
}
