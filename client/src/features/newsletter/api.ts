import { API_PREFIX, NEWSLETTERS_CALL } from '@contract/api-paths';
import type { EnrolmentAnswer } from '@contract/enrolment-answers';
import { TOASTS } from '@/config/toast-copy';
import { apiJson } from '@/lib/api-client';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { useAction } from '@/lib/use-action';

/**
 * POST /api/newsletters {email}; a success also stops the newsletter popup from asking again.
 * `headers` gives the form's proof of work (lib/challenge.ts).
 */
export function useSubscribe(headers?: () => Promise<HeadersInit>) {
  return useAction(
    async (email: string) =>
      apiJson<EnrolmentAnswer>('POST', `${API_PREFIX}${NEWSLETTERS_CALL}`, { email }, await headers?.()),
    {
      onSuccess: () => {
        writeStorage(STORAGE_KEYS.newsletterSubscribed, 'true');
      },
    },
  );
}

/** The success toast: the thanks, or "check your inbox" while double opt-in asks to confirm. */
export function subscribedNotice(answer: EnrolmentAnswer) {
  return answer.confirmByEmail ? TOASTS.subscribedConfirmByEmail : TOASTS.subscribed;
}
