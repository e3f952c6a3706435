import type { AccountView } from '@contract/account';
import {
  ACCOUNT_STEP_KEY,
  ACCOUNT_VIEW_KEY,
  type AccountStep,
  DONE_PARAM,
  DONE_VALUES,
  type DoneValue,
} from '@contract/account-calls';
import { type FormEcho, formEchoKey } from '@contract/form-echo';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useState } from 'react';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { Collection } from '@/features/account/components/collection';
import { SignInSteps } from '@/features/account/components/sign-in-steps';
import { ACCOUNT_COPY } from '@/features/account/copy';
import { useDataCache } from '@/lib/use-data';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * A collector's own page, /account: rendered by the server with their data when signed in
 * (server/modules/account/page-routes.ts), else the sign-in by emailed code. Every button is a
 * form posting the page, so all of it works without script.
 */
export function AccountPage() {
  useDocumentTitle(namedTitle(PAGE_NAMES.account));
  const cache = useDataCache();
  const search = useSearchParams();
  const [view] = useState(() => cache.get<AccountView>([...ACCOUNT_VIEW_KEY]));
  const [step] = useState(() => cache.get<AccountStep>([...ACCOUNT_STEP_KEY]) ?? { step: 'email' as const });
  const [echo] = useState(() => cache.get<FormEcho>([...formEchoKey('account')]));
  const done = search.get(DONE_PARAM);
  const notice = DONE_VALUES.includes(done as DoneValue) ? ACCOUNT_COPY.done[done as DoneValue] : null;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          {ACCOUNT_COPY.heading}
        </h1>
        {notice ? (
          <p
            role="status"
            className="rounded-xl border border-accent/50 bg-accent/10 px-4 py-3 text-foreground"
          >
            {notice}
          </p>
        ) : null}
        {view ? <Collection view={view} echo={echo} /> : <SignInSteps step={step} echo={echo} />}
      </div>
    </Container>
  );
}
