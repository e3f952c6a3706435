import { enrolmentSentOf } from '@contract/page-params';
import { Container, PageHeader } from '@/components/layout/page-header';
import { FormNotice } from '@/components/ui/form-notice';
import { FOOTER_COPY } from '@/config/copy/site';
import { TOASTS } from '@/config/toast-copy';
import { SubscribeForm } from '@/features/newsletter/subscribe-form';
import { echoNotice, useFormEcho } from '@/lib/form-echo';
import { useSearchParams } from '@/lib/use-search-params';

const SUBSCRIBE_FAILED = {
  title: TOASTS.subscribeFailed.title,
  description: TOASTS.subscribeFailed.fallback,
};

/**
 * Where the footer's and the popup's subscribe forms land when they were sent without script:
 * `?sent=1` after a subscription (`?sent=check-inbox` while double opt-in asks to confirm), or
 * this page rendered again with why it was refused and the address as typed
 * (server/modules/audience/form-routes.ts). It offers the form itself too.
 */
export function NewsletterPage() {
  const echo = useFormEcho('newsletter');
  const sent = enrolmentSentOf(useSearchParams());
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-xl gap-10">
        <PageHeader eyebrow="Newsletter" title={FOOTER_COPY.newsletterTitle} />
        {echo ? (
          <FormNotice tone="error" notice={echoNotice(echo, SUBSCRIBE_FAILED)} />
        ) : sent ? (
          <FormNotice
            tone="success"
            notice={sent === 'confirmByEmail' ? TOASTS.subscribedConfirmByEmail : TOASTS.subscribed}
          />
        ) : null}
        <div className="rounded-[var(--radius-control)] border border-border bg-surface p-5 sm:p-8">
          <SubscribeForm initialEmail={echo?.values.email} />
        </div>
      </div>
    </Container>
  );
}
