import { EMAIL_PATTERN } from '@contract/patterns';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';

export type EmailProblem = 'required' | 'invalid';

/** §5: the trimmed email must be present and look like {x}@{y}.{z} without spaces. */
export function checkSubscribeEmail(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}

/** POST /api/newsletters {email}; a success also stops the newsletter popup from asking again (§4). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('POST', '/api/newsletters', { email: email.trim() }),
    onSuccess: () => {
      writeStorage(STORAGE_KEYS.newsletterSubscribed, 'true');
    },
  });
}
