import type { FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { TOASTS } from '@/config/toast-copy';
import { readErrorMessage } from '@/lib/api-client';
import { checkEmail } from '@/lib/email';
import { clearTypedFields, readFormAsPosted } from '@/lib/form-as-posted';
import type { Action } from '@/lib/use-action';

interface EmailCaptureOptions<R> {
  /** The success toast, from the server's answer (it says whether an email asks to confirm). */
  success: (answer: R) => { title: string; description?: string };
  /** The failure toast: its title, and the text shown when the server gives no message. */
  failure: { title: string; fallback: string };
  onSuccess?: () => void;
}

/** The name of the one field such a form sends. */
export const EMAIL_FIELD = 'email';

/**
 * One email box that sends a single address: the footer and popup subscriptions and the
 * waitlist. The box is read as posted (lib/form-as-posted.ts: an address typed before the script
 * counts), then validation checks the trimmed value first ('Email Required', 'Invalid Email'); a success
 * clears the box and says so, a failure shows the server's message.
 */
export function useEmailCapture<R>(
  mutation: Action<string, R>,
  { success, failure, onSuccess }: EmailCaptureOptions<R>,
) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = readFormAsPosted(form)[EMAIL_FIELD] ?? '';
    const problem = checkEmail(email);
    if (problem) {
      const message = problem === 'required' ? TOASTS.emailRequired : TOASTS.invalidEmail;
      toast({ ...message, variant: 'destructive' });
      return;
    }
    mutation.mutate(email.trim(), {
      onSuccess: (answer) => {
        clearTypedFields(form);
        toast({ ...success(answer), variant: 'success' });
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

  return { onSubmit, isPending: mutation.isPending };
}
