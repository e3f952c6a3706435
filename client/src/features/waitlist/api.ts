import { API_PREFIX, WAITLISTS_CALL } from '@contract/api-paths';
import type { EnrolmentAnswer } from '@contract/enrolment-answers';
import { TOASTS } from '@/config/toast-copy';
import { apiJson } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge';
import { useAction } from '@/lib/use-action';

/** POST /api/waitlists {email, sculptureType}: the piece is named by its title, as the public call has it. */
export function useJoinWaitlist(sculptureType: string) {
  return useAction(async (email: string) =>
    apiJson<EnrolmentAnswer>(
      'POST',
      `${API_PREFIX}${WAITLISTS_CALL}`,
      { email, sculptureType },
      await challengeHeaders(),
    ),
  );
}

/** The success toast: on the waitlist, or "check your inbox" while double opt-in asks to confirm. */
export function waitlistJoinedNotice(title: string, answer: EnrolmentAnswer) {
  return answer.confirmByEmail ? TOASTS.waitlistConfirmByEmail(title) : TOASTS.waitlistJoined(title);
}
