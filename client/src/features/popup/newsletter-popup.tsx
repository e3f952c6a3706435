import type { PopupSettings } from '@contract/popup-settings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { POPUP_COPY } from '@/config/copy/audience';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { subscribedNotice, useSubscribe } from '@/features/newsletter/api';
import { EMAIL_FIELD, useEmailCapture } from '@/features/newsletter/use-email-capture';
import { challengeHeaders, prepareChallenge } from '@/lib/challenge';
import { useReturnFocus } from '@/lib/use-return-focus';

interface NewsletterPopupProps {
  settings: PopupSettings;
  /** Closing in any way but subscribing: sets the dismissed flag. */
  onDismiss: () => void;
  onSubscribed: () => void;
}

/** The popup: settings title and text, an email box, the settings' button text, 'Maybe Later'. */
export function NewsletterPopup({ settings, onDismiss, onSubscribed }: NewsletterPopupProps) {
  const returnFocus = useReturnFocus();
  const { onSubmit, isPending } = useEmailCapture(useSubscribe(challengeHeaders), {
    success: subscribedNotice,
    failure: TOASTS.subscribeFailed,
    onSuccess: onSubscribed,
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogContent
        title={settings.title}
        description={settings.content}
        onCloseAutoFocus={returnFocus}
        // It opens on a timer, not at the visitor's request: focus moves to the dialog itself,
        // not into the email box, which would pop up a phone's keyboard unasked.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="max-w-md"
      >
        <form
          method="post"
          action={paths.newsletter}
          onSubmit={onSubmit}
          onFocus={prepareChallenge}
          noValidate
          className="grid gap-4"
        >
          <label htmlFor="popup-email" className="sr-only">
            {POPUP_COPY.emailLabel}
          </label>
          <Input
            id="popup-email"
            name={EMAIL_FIELD}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={POPUP_COPY.emailPlaceholder}
            disabled={isPending}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onDismiss} disabled={isPending}>
              {POPUP_COPY.maybeLater}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? POPUP_COPY.subscribing : settings.buttonText}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
