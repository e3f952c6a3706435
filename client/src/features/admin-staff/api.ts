import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { PasskeyOptions } from '@contract/passkeys';
import type {
  AcceptInvitationInput,
  InvitationInput,
  PendingInvitation,
  StaffMember,
  StaffPatch,
} from '@contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { STAFF_COPY } from './staff-copy';

const STAFF = adminCallUrl(ADMIN_CALLS.staff);
const INVITATIONS = adminCallUrl(ADMIN_CALLS.staffInvitations);

/** Everyone on the staff: Owners first. */
export function useStaff() {
  return useQuery<StaffMember[]>({ queryKey: [STAFF], staleTime: 0 });
}

/** The invitations still waiting to be accepted. */
export function usePendingInvitations() {
  return useQuery<PendingInvitation[]>({ queryKey: [INVITATIONS], staleTime: 0 });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => apiJson<PendingInvitation>('POST', INVITATIONS, input),
    meta: { failure: { description: STAFF_COPY.inviteFailed, detail: 'server' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVITATIONS] }),
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.staffInvitation, { id })),
    meta: { failure: { description: STAFF_COPY.withdrawFailed, detail: 'server' } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INVITATIONS] }),
  });
}

export function useChangeStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffPatch }) =>
      apiJson<StaffMember>('PATCH', adminCallUrl(ADMIN_CALLS.staffMember, { id }), patch),
    meta: { failure: { description: STAFF_COPY.changeFailed, detail: 'server' } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF] }),
  });
}

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<StaffMember>('DELETE', adminCallUrl(ADMIN_CALLS.staffMember, { id })),
    meta: { failure: { description: STAFF_COPY.removeFailed, detail: 'server' } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF] }),
  });
}

/** Accepts an invitation (no session yet): the answer is the new account's session token. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiJson<{ token: string }>('POST', adminCallUrl(ADMIN_CALLS.staffInvitationAccept), input),
    meta: { failure: { description: STAFF_COPY.acceptFailed, detail: 'server' } },
  });
}

/** A challenge for the invited person's passkey, bound to the link (and the name, checked free). */
export function useInvitationPasskeyOptions() {
  return useMutation({
    mutationFn: (input: { token: string; username: string }) =>
      apiJson<PasskeyOptions>('POST', adminCallUrl(ADMIN_CALLS.staffInvitationPasskeyOptions), input),
    meta: { failure: { description: STAFF_COPY.acceptFailed, detail: 'server' } },
  });
}
