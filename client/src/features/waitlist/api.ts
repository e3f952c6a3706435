import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** POST /api/waitlists {email, sculptureType}: the piece is named by its title, as the spec's call has it. */
export function useJoinWaitlist(sculptureType: string) {
  return useAction((email: string) => apiRequest('POST', '/api/waitlists', { email, sculptureType }));
}
