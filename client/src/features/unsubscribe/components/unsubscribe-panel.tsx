import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon, MailX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { unsubscribeQueries, useUnsubscribe } from '../api';
import { UNSUBSCRIBE_COPY as copy } from '../unsubscribe-copy';
import { StatusCard } from './status-card';

function BackToGallery({ label = copy.backToGallery }: { label?: string }) {
  return (
    <Button asChild variant="secondary" size="lg">
      <Link to={paths.home}>{label}</Link>
    </Button>
  );
}

/** The masked address the server shows (d***@example.com), set off from the sentence. */
function Address({ email }: { email: string }) {
  return <span className="font-medium break-all text-foreground">{email}</span>;
}

/** The link names a subscriber: show whom (masked), ask, then confirm by POST. */
function UnsubscribeFlow({ token }: { token: string }) {
  const preview = useQuery(unsubscribeQueries.preview(token));
  const unsubscribe = useUnsubscribe(token);

  if (unsubscribe.isSuccess) {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="accent"
        title={copy.done.title}
        actions={<BackToGallery />}
        focusOnMount
      >
        <p className="text-foreground">{unsubscribe.data.message || copy.done.fallback}</p>
        <p>{copy.comeBack}</p>
      </StatusCard>
    );
  }
  if (preview.isPending) {
    return (
      <p role="status" className="py-10 text-muted">
        {copy.checking}
      </p>
    );
  }
  if (preview.isError) {
    // 400 is the server's one answer to every bad link; anything else is our failure, not theirs.
    const badLink = preview.error instanceof ApiError && preview.error.status === 400;
    return badLink ? (
      <StatusCard icon={LinkIcon} tone="error" title={copy.invalid.title} actions={<BackToGallery />}>
        <p>{readErrorMessage(preview.error, copy.invalid.fallback)}</p>
      </StatusCard>
    ) : (
      <StatusCard
        icon={TriangleAlert}
        tone="error"
        title={copy.unreachable.title}
        actions={<BackToGallery />}
      >
        <p>{copy.unreachable.text}</p>
      </StatusCard>
    );
  }
  if (!preview.data.subscribed) {
    return (
      <StatusCard icon={CircleCheck} title={copy.already.title} actions={<BackToGallery />}>
        <p>
          <Address email={preview.data.email} />
          {copy.already.text}
        </p>
        <p>{copy.comeBack}</p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      icon={MailX}
      title={copy.confirm.title}
      actions={
        <>
          <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? copy.confirm.pending : copy.confirm.button}
          </Button>
          <BackToGallery label={copy.confirm.keep} />
        </>
      }
    >
      <p>
        <Address email={preview.data.email} />
        {copy.confirm.text}
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="font-medium text-sold-out">
          {readErrorMessage(unsubscribe.error, copy.confirm.failed)}
        </p>
      ) : null}
    </StatusCard>
  );
}

/** The page body for `?token=`; without one there is nothing to ask the server. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  if (!token) {
    return (
      <StatusCard icon={LinkIcon} tone="error" title={copy.missing.title} actions={<BackToGallery />}>
        <p>{copy.missing.text}</p>
      </StatusCard>
    );
  }
  return <UnsubscribeFlow token={token} />;
}
