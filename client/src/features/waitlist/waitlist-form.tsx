import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { useEmailCapture } from '@/features/newsletter/use-email-capture';
import { useJoinWaitlist } from './api';

interface WaitlistFormProps {
  sculptureTitle: string;
  /** The address a refused post without script had. */
  initialEmail?: string;
  onJoined?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One email box that joins one piece's waitlist: with script by fetch and a toast, without by a
 * post to /waitlist?piece=…, whose page says how it went (server/routes/form-posts.ts).
 */
export function WaitlistForm({ sculptureTitle, initialEmail, onJoined, inputRef }: WaitlistFormProps) {
  const { email, setEmail, onSubmit, isPending } = useEmailCapture(
    useJoinWaitlist(sculptureTitle),
    {
      success: TOASTS.waitlistJoined(sculptureTitle),
      failure: TOASTS.waitlistFailed,
      onSuccess: onJoined,
    },
    initialEmail,
  );

  return (
    <form
      method="post"
      action={paths.waitlistFor(sculptureTitle)}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      <label htmlFor="waitlist-email" className="sr-only">
        {WAITLIST_COPY.emailLabel}
      </label>
      <Input
        ref={inputRef}
        id="waitlist-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={WAITLIST_COPY.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={isPending}
      />
      <Button type="submit" disabled={isPending} className="w-full sm:justify-self-end sm:w-auto">
        {isPending ? WAITLIST_COPY.joining : WAITLIST_COPY.join}
      </Button>
    </form>
  );
}
