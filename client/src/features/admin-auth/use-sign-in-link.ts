import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { readErrorMessage } from '@/lib/api-client';
import { saveAdminToken } from '@/lib/auth-status';
import { useSignInWithLink } from './api';
import { LOGIN_TOASTS } from './login-toasts';

export type SignInLinkState = { kind: 'none' } | { kind: 'pending' } | { kind: 'failed'; message: string };

/** Where the shell's sign-in link keeps its token: after `#`, so it never reaches a server log or a Referer. */
const LINK_FRAGMENT = /^#link=([A-Za-z0-9_-]{20,200})$/;

/**
 * Signs in with a link printed by `npm run admin -- sign-in-link` (the login page's address with
 * `#link=<token>`), once, as the page opens. The token leaves the address bar and history at once.
 */
export function useSignInLink(): SignInLinkState {
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : (LINK_FRAGMENT.exec(window.location.hash)?.[1] ?? null),
  );
  const { mutate } = signIn;
  useEffect(() => {
    if (!token) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    mutate(token, {
      onSuccess: ({ token: session }) => {
        if (!saveAdminToken(session)) {
          toast({ ...LOGIN_TOASTS.notSaved, variant: 'destructive' });
          return;
        }
        toast({ ...LOGIN_TOASTS.succeeded, variant: 'success' });
        navigate(paths.admin);
      },
    });
  }, [token, mutate, navigate]);
  if (!token) return { kind: 'none' };
  if (signIn.isError) {
    return { kind: 'failed', message: readErrorMessage(signIn.error, LOGIN_TOASTS.failed.fallback) };
  }
  return { kind: 'pending' };
}
