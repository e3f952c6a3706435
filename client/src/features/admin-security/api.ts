import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { AdminSession, ChangePasswordInput } from '@contract/auth';
import type { Passkey, PasskeyOptions, StaffPolicy } from '@contract/passkeys';
import type { TotpConfirmInput, TotpSetup } from '@contract/second-factor';
import type { StaffAccess } from '@contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPasskey, PasskeyCancelled } from '@/features/admin-auth/passkey';
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

const PASSKEYS = adminCallUrl(ADMIN_CALLS.passkeys);

/** The signed-in person's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery<Passkey[]>({ queryKey: [PASSKEYS], staleTime: 0 });
}

/**
 * Adds a passkey: a challenge from the server, the browser's passkey dialog, then the answer and
 * the name it is listed by. A closed dialog is not a failure (PasskeyCancelled: no toast).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await apiJson<PasskeyOptions>('POST', adminCallUrl(ADMIN_CALLS.passkeyOptions));
      const response = await createPasskey(options);
      return apiJson<Passkey>('POST', PASSKEYS, { name, response });
    },
    // Closing the browser's passkey dialog is a choice, not a failure: no toast.
    meta: {
      failure: (error) =>
        error instanceof PasskeyCancelled
          ? null
          : { description: SECURITY_COPY.passkeyAddFailed, detail: 'server' },
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PASSKEYS] }),
        queryClient.invalidateQueries({ queryKey: [ME] }),
      ]),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.passkey, { id })),
    meta: { failure: { description: SECURITY_COPY.passkeyRemoveFailed, detail: 'server' } },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PASSKEYS] }),
        queryClient.invalidateQueries({ queryKey: [ME] }),
      ]),
  });
}

const ACCESS = adminCallUrl(ADMIN_CALLS.staffAccess);
const POLICY = adminCallUrl(ADMIN_CALLS.staffPolicy);

/** The Owner's view: each person's signed-in browsers and passkeys. */
export function useStaffAccess() {
  return useQuery<StaffAccess>({ queryKey: [ACCESS], staleTime: 0 });
}

/** The Owner ends anyone's session (a lost laptop): that browser's next request is refused. */
export function useEndStaffSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.staffSession, { id })),
    meta: { failure: { description: SECURITY_COPY.revokeFailed, detail: 'server' } },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCESS] }),
        queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
      ]),
  });
}

/** The Owner removes anyone's passkey (a lost phone). */
export function useRemoveStaffPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.staffPasskey, { id })),
    meta: { failure: { description: SECURITY_COPY.passkeyRemoveFailed, detail: 'server' } },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCESS] }),
        queryClient.invalidateQueries({ queryKey: [PASSKEYS] }),
      ]),
  });
}

export function useStaffPolicy() {
  return useQuery<StaffPolicy>({ queryKey: [POLICY], staleTime: 0 });
}

export function useSaveStaffPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: StaffPolicy) => apiJson<StaffPolicy>('PUT', POLICY, policy),
    meta: { failure: { description: SECURITY_COPY.policyFailed, detail: 'server' } },
    onSuccess: (saved) => queryClient.setQueryData([POLICY], saved),
  });
}
