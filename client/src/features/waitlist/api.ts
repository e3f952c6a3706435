import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/waitlists {email, sculptureType}: the piece is named by its title (issue 3). */
export function useJoinWaitlist(sculptureType: string) {
  return useMutation({
    mutationFn: (email: string) => apiRequest('POST', '/api/waitlists', { email, sculptureType }),
  });
}
