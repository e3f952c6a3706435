import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiJson, readErrorMessage } from '@/lib/api-client';
import { LOGIN_TOASTS } from '../login-toasts';
import { answerChallenge, PasskeyCancelled, passkeysSupported } from '../passkey';

/**
 * Signing in with a passkey instead of a username and password: the browser offers the person's
 * passkeys for this site, and the one chosen signs a challenge from the server.
 */
export function PasskeySignIn({
  onToken,
  disabled,
}: {
  onToken: (token: string) => void;
  disabled?: boolean;
}) {
  const signIn = useMutation({
    mutationFn: async () => {
      const response = await answerChallenge(ADMIN_CALLS.loginPasskeyOptions);
      return apiJson<{ token: string }>('POST', adminCallUrl(ADMIN_CALLS.loginPasskey), { response });
    },
  });
  if (!passkeysSupported()) return null;
  return (
    <>
      <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        or
      </p>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={disabled || signIn.isPending}
        onClick={() =>
          signIn.mutate(undefined, {
            onSuccess: ({ token }) => onToken(token),
            onError: (error) => {
              // Closing the browser's passkey dialog is a choice, not a failure.
              if (error instanceof PasskeyCancelled) return;
              toast({
                title: LOGIN_TOASTS.failed.title,
                description: readErrorMessage(error, LOGIN_TOASTS.failed.fallback),
                variant: 'destructive',
              });
            },
          })
        }
      >
        <Fingerprint aria-hidden />
        {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </>
  );
}
