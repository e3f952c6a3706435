import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { TOASTS } from '@/config/toast-copy';
import { readErrorMessage } from '@/lib/api-client';
import { checkEmail } from '@/lib/email';
import type { Action } from '@/lib/use-action';

interface EmailCaptureOptions {
  success: { title: string; description?: string };
  /** The failure toast: its title, and the text shown when the server gives no message. */
  failure: { title: string; fallback: string };
  onSuccess?: () => void;
}

/**
 * One email box that sends a single address: the footer and popup subscriptions and the
 * waitlist. §5 checks the trimmed value first ('Email Required', 'Invalid Email'); a success
 * clears the box and says so, a failure shows the server's message (§8).
 */
export function useEmailCapture(
  mutation: Action<string, unknown>,
  { success, failure, onSuccess }: EmailCaptureOptions,
  /** What the box holds at first: the address a refused post without script had. */
  initialEmail = '',
) {
  const [email, setEmail] = useState(initialEmail);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkEmail(email);
    if (problem) {
      const message = problem === 'required' ? TOASTS.emailRequired : TOASTS.invalidEmail;
      toast({ ...message, variant: 'destructive' });
      return;
    }
    mutation.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        toast({ ...success, variant: 'success' });
        onSuccess?.();
      },
      onError: (error) =>
        toast({
          title: failure.title,
          description: readErrorMessage(error, failure.fallback),
          variant: 'destructive',
        }),
    });
  }

  return { email, setEmail, onSubmit, isPending: mutation.isPending };
}
