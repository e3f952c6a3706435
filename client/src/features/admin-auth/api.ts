import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { ADMIN_API_PREFIX } from '@contract/api-paths';
import type { LoginInput } from '@contract/auth';
import type { SecondFactorInput, SecondFactorRequired } from '@contract/second-factor';
import { type AdminMe, type ReauthenticateInput, roleAllows, type StaffRole } from '@contract/staff';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';

/**
 * GET /api/admin/verify. Never cached: a token can be revoked server-side, so every visit to
 * the dashboard asks again.
 */
export const verifySessionQueryOptions = () =>
  queryOptions<{ valid: boolean }>({ queryKey: [adminCallUrl(ADMIN_CALLS.verify)], staleTime: 0, gcTime: 0 });

/** A token, or (for an account with an authenticator app) a ticket to the second step. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiJson<{ token: string } | SecondFactorRequired>('POST', adminCallUrl(ADMIN_CALLS.login), input),
  });
}

/** The second step: the ticket and a code from the app, or a recovery code. */
export function useSecondFactorLogin() {
  return useMutation({
    mutationFn: (input: SecondFactorInput) =>
      apiJson<{ token: string }>('POST', adminCallUrl(ADMIN_CALLS.loginSecondFactor), input),
  });
}

/** Signs in with the token of a sign-in link from the shell. */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ token: string }>('POST', adminCallUrl(ADMIN_CALLS.loginLink), { token }),
  });
}

/** Tells the server the session ends. a failure is only logged; the local logout goes on. */
export async function endServerSession(): Promise<void> {
  try {
    await apiRequest('POST', adminCallUrl(ADMIN_CALLS.logout));
  } catch (error) {
    console.error('Logout request failed', error);
  }
}

/** Matches every cached admin query, so nothing an admin saw outlives the session. */
export const isAdminQuery = (query: { queryKey: readonly unknown[] }) =>
  String(query.queryKey[0]).startsWith(ADMIN_API_PREFIX);

/** GET /api/admin/me: who is signed in and their role, which decides what the dashboard shows. */
export const meQueryOptions = () => queryOptions<AdminMe>({ queryKey: [adminCallUrl(ADMIN_CALLS.me)] });

/**
 * Whether the signed-in person's role allows what needs `role`: the dashboard hides what the
 * server would refuse. False until the role is known (the dashboard waits for it before showing
 * anything), so nothing is offered by mistake.
 */
export function useRoleAllows(role: StaffRole): boolean {
  const me = useQuery(meQueryOptions());
  return me.data ? roleAllows(me.data.role, role) : false;
}

/** Proves the signed-in person again (a code from their app, else their password) before a money, erasure, staff, payment or mail step. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: (input: ReauthenticateInput) =>
      apiJson<{ message: string }>('POST', adminCallUrl(ADMIN_CALLS.reauthenticate), input),
  });
}
