import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { TriangleAlert, Users } from '@/components/icons/admin';
import { AUDIENCE_COPY } from '../audience-copy';

/** Who a send would reach, or the warning banner when nobody would. Nothing while unknown. */
export function RecipientsNote({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  if (count === 0) {
    return (
      <p
        role="status"
        className="flex items-start gap-2.5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">{ADMIN_MESSAGES.newsletterSend.noSubscribers.title}.</strong>{' '}
          {ADMIN_MESSAGES.newsletterSend.noSubscribers.description}
        </span>
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Users className="size-4 shrink-0" aria-hidden />
      {AUDIENCE_COPY.composer.recipients(count)}
    </p>
  );
}
