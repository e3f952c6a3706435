import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { AdminSession, ChangePasswordInput } from '@contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { SECURITY_COPY } from './security-copy';

const SESSIONS = adminCallUrl(ADMIN_CALLS.sessions);

/** The browsers signed in to this account, most recently used first. */
export function useSessions() {
  return useQuery<AdminSession[]>({ queryKey: [SESSIONS], staleTime: 0 });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.session, { id })),
    meta: { failure: { description: SECURITY_COPY.revokeFailed, detail: 'none' } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
  });
}

/** Every other session ends on the server, so the list is read again after. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiJson<{ message: string }>('POST', adminCallUrl(ADMIN_CALLS.password), input),
    meta: { failure: { description: SECURITY_COPY.changeFailed, detail: 'server' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
  });
}
