import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { mailSettingsQuery } from '@/features/admin-content/site-settings/api';

/** The field the warning's button leads to (the Site Settings' Email Sender card). */
export const REPLY_TO_FIELD_ID = 'setting-reply-to-email';

/**
 * Shown above the tabs while the site's emails, sent from an address nobody reads, name no
 * address to answer to: a collector answering a reservation, a certificate or the owner's own
 * reply would reach no one. It goes once "Replies go to" (or NOTIFY_EMAIL) is set.
 */
export function RepliesWarning({ onSetAddress }: { onSetAddress: () => void }) {
  const settings = useQuery(mailSettingsQuery());
  if (!settings.data || settings.data.repliesGoTo !== null) return null;
  return (
    <section
      aria-labelledby="replies-warning-heading"
      className="grid gap-3 rounded-lg border border-sold-out/50 bg-sold-out/10 p-4 sm:flex sm:items-center sm:justify-between sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="replies-warning-heading" className="font-display text-lg font-semibold">
          Replies to your emails reach no one
        </h2>
        <p className="text-sm text-muted">
          The site&rsquo;s emails come from an address nobody reads. Until you say where replies go, a
          collector who answers your reply to an inquiry, a reservation email or a certificate is not heard.
        </p>
      </div>
      <Button size="sm" className="w-fit shrink-0" onClick={onSetAddress}>
        Set where replies go
      </Button>
    </section>
  );
}
