import { useId } from 'react';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FOOTER_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { challengeHeaders, prepareChallenge } from '@/lib/challenge';
import { subscribedNotice, useSubscribe } from './api';
import { EMAIL_FIELD, useEmailCapture } from './use-email-capture';

/**
 * The footer's 'Stay Updated' box: inert in the design material, it subscribes here, with the
 * proof of work every public form that mails someone carries (solved from the first focus, in
 * a worker that no first visit loads). Without script the browser posts it to /newsletter,
 * whose page says how it went.
 */
export function SubscribeForm({ initialEmail = '' }: { initialEmail?: string }) {
  const inputId = useId();
  const { onSubmit, isPending } = useEmailCapture(useSubscribe(challengeHeaders), {
    success: subscribedNotice,
    failure: TOASTS.subscribeFailed,
  });

  return (
    <form
      method="post"
      action={paths.newsletter}
      onSubmit={onSubmit}
      onFocus={prepareChallenge}
      noValidate
      className="grid content-start gap-3"
    >
      <label htmlFor={inputId} className="font-display text-sm font-semibold tracking-wide text-foreground">
        {FOOTER_COPY.newsletterTitle}
      </label>
      <p className="text-sm text-muted">{FOOTER_COPY.newsletterText}</p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          name={EMAIL_FIELD}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={FOOTER_COPY.emailPlaceholder}
          defaultValue={initialEmail}
          disabled={isPending}
        />
        <Button type="submit" disabled={isPending} className="shrink-0">
          {isPending ? FOOTER_COPY.subscribing : FOOTER_COPY.subscribe}
          {isPending ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
