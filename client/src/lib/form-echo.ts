import { type EchoedForm, type FormEcho, formEchoKey } from '@contract/form-echo';
import { MESSAGES } from '@contract/messages';
import { useState } from 'react';
import type { Notice } from '@/components/ui/form-notice';
import { useDataCache } from './use-data';

/**
 * What the server echoed of this form when it refused it (contract/form-echo.ts): read once, from
 * the page's initial data, so the first render (server and hydration alike) shows it.
 */
export function useFormEcho(form: EchoedForm): FormEcho | undefined {
  const cache = useDataCache();
  const [echo] = useState(() => cache.get<FormEcho>(formEchoKey(form)));
  return echo;
}

const VALIDATION_NOTICES: readonly Notice[] = [
  MESSAGES.missingFields,
  MESSAGES.emailRequired,
  MESSAGES.invalidEmail,
];

/** The echo's error as its toast would say it: a validation text under its own title, else the form's failure. */
export function echoNotice(echo: FormEcho, failure: Notice): Notice {
  const known = VALIDATION_NOTICES.find((notice) => notice.description === echo.error);
  return known ?? { title: failure.title, description: echo.error ?? failure.description };
}
