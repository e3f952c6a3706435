import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/waitlists {email, sculptureType}: the piece is named by its title, as the spec's call has it. */
export function useJoinWaitlist(sculptureType: string) {
  return useMutation({
    mutationFn: (email: string) => apiRequest('POST', '/api/waitlists', { email, sculptureType }),
  });
}
