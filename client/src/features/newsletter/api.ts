import { apiRequest } from '@/lib/api-client';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { useAction } from '@/lib/use-action';

/** POST /api/newsletters {email}; a success also stops the newsletter popup from asking again (§4). */
export function useSubscribe() {
  return useAction((email: string) => apiRequest('POST', '/api/newsletters', { email }), {
    onSuccess: () => {
      writeStorage(STORAGE_KEYS.newsletterSubscribed, 'true');
    },
  });
}
