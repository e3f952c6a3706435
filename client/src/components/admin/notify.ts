import { toast } from '@/components/ui/use-toast';
import { ApiError, readErrorMessage } from '@/lib/api-client';

/** A success toast after a save or delete. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

/** §8: admin failures are destructive toasts titled 'Error' unless the spec names another title. */
export function notifyFailure(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The spec's failure text, followed by the server's reason when it gave one a person can act on:
 * a refusal (too long, say) or an outage (503: nothing was saved, try again). A crash's words are
 * not for the admin, nor is a 401's 'Unauthorized': the sign-in dialog has just said so.
 */
export function failureText(specText: string, error: unknown): string {
  const reason =
    error instanceof ApiError && error.status !== 401 && (error.status < 500 || error.status === 503)
      ? readErrorMessage(error, '')
      : '';
  return reason ? `${specText}. ${reason}` : specText;
}
