import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { EMAIL_FIELD, useEmailCapture } from '@/features/newsletter/use-email-capture';
import { prepareChallenge } from '@/lib/challenge';
import { useJoinWaitlist, waitlistJoinedNotice } from './api';

interface WaitlistFormProps {
  sculptureTitle: string;
  /** The address a refused post without script had. */
  initialEmail?: string;
  onJoined?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One email box that joins one piece's waitlist: with script by fetch and a toast, without by a
 * post to /waitlist?piece=…, whose page says how it went (server/modules/waitlists/form-routes.ts).
 */
export function WaitlistForm({ sculptureTitle, initialEmail, onJoined, inputRef }: WaitlistFormProps) {
  const { onSubmit, isPending } = useEmailCapture(useJoinWaitlist(sculptureTitle), {
    success: (answer) => waitlistJoinedNotice(sculptureTitle, answer),
    failure: TOASTS.waitlistFailed,
    onSuccess: onJoined,
  });

  return (
    <form
      method="post"
      action={paths.waitlistFor(sculptureTitle)}
      onSubmit={onSubmit}
      onFocus={prepareChallenge}
      noValidate
      className="grid gap-4"
    >
      <label htmlFor="waitlist-email" className="sr-only">
        {WAITLIST_COPY.emailLabel}
      </label>
      <Input
        ref={inputRef}
        id="waitlist-email"
        name={EMAIL_FIELD}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={WAITLIST_COPY.emailPlaceholder}
        defaultValue={initialEmail}
        disabled={isPending}
      />
      <Button type="submit" disabled={isPending} className="w-full sm:justify-self-end sm:w-auto">
        {isPending ? WAITLIST_COPY.joining : WAITLIST_COPY.join}
      </Button>
    </form>
  );
}
