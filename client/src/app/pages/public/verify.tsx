import { type VerifyOutcome, verifyOutcomeKey } from '@contract/certificate-view';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { VERIFY_COPY } from '@/config/copy/verify';
import { CertificateResult } from '@/features/certificates/certificate-result';
import { useVerifyOutcome } from '@/features/certificates/use-verify-outcome';
import { VerifyForm } from '@/features/certificates/verify-form';
import { useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * /verify and /verify/{code} (server/modules/certificates/): the server renders what it found
 * for the code, so the page works without script; the form is a plain GET either way.
 */
export function VerifyPage() {
  useDocumentTitle(namedTitle(PAGE_NAMES.verify));
  const { code } = useParams();
  const search = useSearchParams();
  const typed = code ?? search.get('code') ?? '';
  const cache = useDataCache();
  const [seeded] = useState(() => (typed ? cache.get<VerifyOutcome>(verifyOutcomeKey(typed)) : undefined));
  const fetched = useVerifyOutcome(code && !seeded ? code : null);
  const outcome = seeded ?? fetched.outcome;
  const refused = outcome?.kind === 'refused' ? outcome : undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-4xl gap-10">
        <PageHeader eyebrow={VERIFY_COPY.eyebrow} title={VERIFY_COPY.title} intro={VERIFY_COPY.intro} />
        {outcome?.kind === 'found' ? <CertificateResult certificate={outcome.certificate} /> : null}
        {fetched.pending ? (
          <p role="status" className="text-muted">
            {VERIFY_COPY.checking}
          </p>
        ) : null}
        {fetched.failed ? (
          <p role="alert" className="font-medium text-sold-out">
            {VERIFY_COPY.unreachable}
          </p>
        ) : null}
        <section aria-label={VERIFY_COPY.another} className="max-w-2xl">
          {outcome?.kind === 'found' ? (
            <h2 className="mb-4 font-display text-lg text-foreground">{VERIFY_COPY.another}</h2>
          ) : null}
          <VerifyForm
            typed={outcome?.kind === 'found' ? undefined : typed}
            error={
              refused
                ? `${refused.status === 429 ? VERIFY_COPY.throttledTitle : VERIFY_COPY.refusedTitle}. ${refused.message}`
                : undefined
            }
          />
        </section>
      </div>
    </Container>
  );
}
