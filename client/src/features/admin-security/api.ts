import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { AdminSession, ChangePasswordInput } from '@contract/auth';
import type { TotpConfirmInput, TotpSetup } from '@contract/second-factor';
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

const ME = adminCallUrl(ADMIN_CALLS.me);

/** A new secret for the person's authenticator app (the one in use, if any, stays until confirmed). */
export function useBeginTotp() {
  return useMutation({
    mutationFn: () => apiJson<TotpSetup>('POST', adminCallUrl(ADMIN_CALLS.totp)),
    meta: { failure: { description: SECURITY_COPY.totpStartFailed, detail: 'server' } },
  });
}

/** The app's first code turns it on; the answer's recovery codes are shown once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TotpConfirmInput) =>
      apiJson<{ recoveryCodes: string[] }>('POST', adminCallUrl(ADMIN_CALLS.totpConfirm), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ME] }),
  });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.totp)),
    meta: { failure: { description: SECURITY_COPY.totpOffFailed, detail: 'server' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ME] }),
  });
}
