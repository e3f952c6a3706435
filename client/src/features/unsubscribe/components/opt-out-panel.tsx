import type { LinkOutcome } from '@contract/link-pages';
import type { ComponentType } from 'react';
import { CircleCheck } from '@/components/icons/circle-check';
import type { IconProps } from '@/components/icons/icon';
import { LinkIcon } from '@/components/icons/link';
import { MailX } from '@/components/icons/mail-x';
import { TriangleAlert } from '@/components/icons/triangle-alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { OptOutCopy } from '@/config/copy/link-pages';
import { paths } from '@/config/paths';
import { ApiError, readErrorMessage } from '@/lib/api-client';
import { useData } from '@/lib/use-data';
import { type OptOutApi, useLeave } from '../api';
import { StatusCard } from './status-card';

interface OptOutProps {
  /** The list the link leaves: the newsletter, or one piece's waitlist. */
  api: OptOutApi;
  copy: OptOutCopy;
  /** The mark of the question; the confirmation of a double opt-in asks with its own. */
  askIcon?: ComponentType<IconProps>;
  /** What the server already found when it rendered the page: done, or a link it refuses. */
  outcome?: LinkOutcome;
}

function BackToGallery({ label }: { label: string }) {
  return (
    <Button asChild variant="secondary" size="lg">
      <Link to={paths.home}>{label}</Link>
    </Button>
  );
}

/** The masked address the server shows (d***@example.com), set off from the sentence. */
function Address({ email }: { email: string | null }) {
  return email ? <span className="font-medium break-all text-foreground">{email}</span> : null;
}

/** The link names someone on a list: show whom (masked), ask, then confirm by POST. */
function OptOutFlow({ token, api, copy, askIcon = MailX, outcome }: OptOutProps & { token: string }) {
  const preview = useData(api.preview(token));
  const leave = useLeave(api, token);
  const back = <BackToGallery label={copy.backToGallery} />;

  if (leave.isSuccess || outcome?.kind === 'done') {
    // What was left, while the page still knows it (its preview from before the click): said
    // once, with the way back to the piece, rather than the server's words under a title
    // that says the same.
    const known = preview.data;
    const detail = known ? copy.done.detail?.(known) : null;
    const piece = known?.slug && known.title ? { slug: known.slug, title: known.title } : null;
    return (
      <StatusCard
        icon={CircleCheck}
        tone="accent"
        title={copy.done.title}
        actions={
          <>
            {piece && copy.done.backTo ? (
              <Button asChild size="lg">
                <Link to={paths.sculpture(piece.slug)}>{copy.done.backTo(piece.title)}</Link>
              </Button>
            ) : null}
            {back}
          </>
        }
        focusOnMount
      >
        {detail ? (
          <p className="text-foreground">{detail}</p>
        ) : copy.done.detail ? null : (
          <p className="text-foreground">{leave.data?.message || outcome?.message || copy.done.fallback}</p>
        )}
        <p>{copy.comeBack}</p>
      </StatusCard>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <StatusCard icon={LinkIcon} tone="error" title={copy.invalid.title} actions={back}>
        <p>{outcome.message}</p>
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
      <StatusCard icon={LinkIcon} tone="error" title={copy.invalid.title} actions={back}>
        <p>{readErrorMessage(preview.error, copy.invalid.fallback)}</p>
      </StatusCard>
    ) : (
      <StatusCard icon={TriangleAlert} tone="error" title={copy.unreachable.title} actions={back}>
        <p>{copy.unreachable.text}</p>
      </StatusCard>
    );
  }
  if (!preview.data.stillIn) {
    return (
      <StatusCard icon={CircleCheck} title={copy.already.title} actions={back}>
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
      icon={askIcon}
      title={copy.confirm.title}
      actions={
        <>
          {/* Posts to the page itself before the script runs (server/core/http/link-page.ts). */}
          <form
            method="post"
            action={api.formAction}
            onSubmit={(event) => {
              event.preventDefault();
              leave.mutate();
            }}
            className="contents"
          >
            <input type="hidden" name="token" value={token} />
            <Button size="lg" type="submit" disabled={leave.isPending}>
              {leave.isPending ? copy.confirm.pending : copy.confirm.button}
            </Button>
          </form>
          <BackToGallery label={copy.confirm.keep} />
        </>
      }
    >
      <p>
        <Address email={preview.data.email} />
        {copy.confirm.text(preview.data)}
      </p>
      {leave.isError ? (
        <p role="alert" className="font-medium text-sold-out">
          {readErrorMessage(leave.error, copy.confirm.failed)}
        </p>
      ) : null}
    </StatusCard>
  );
}

/** The page body for `?token=` of a link in an email; without one there is nothing to ask the server. */
export function OptOutPanel({ token, ...props }: OptOutProps & { token: string | null }) {
  if (!token) {
    return (
      <StatusCard
        icon={LinkIcon}
        tone="error"
        title={props.copy.missing.title}
        actions={<BackToGallery label={props.copy.backToGallery} />}
      >
        <p>{props.copy.missing.text}</p>
      </StatusCard>
    );
  }
  return <OptOutFlow token={token} {...props} />;
}
