import type { Mutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, readErrorMessage } from './api-client';

/** The toast of a failed admin write, named by the mutation in its `meta.failure`. */
export interface FailureToast {
  /** Some failures have a title of their own ('Reorder failed'); the rest say 'Error'. */
  title?: string;
  /** The failure text ('Failed to save about page'). */
  description: string;
  /**
   * What the server's answer adds:
   * - 'reason': the text, then the server's reason when the admin can act on it (a refusal such
   *   as "too long", or an outage: nothing was saved, try again). A crash's words are not for
   *   the admin.
   * - 'server': the server's message in place of the text, the "server message or ..."
   *   toasts, with the text as the fallback.
   * - 'none': the text alone.
   */
  detail: 'reason' | 'server' | 'none';
}

/**
 * A toast, or one chosen by the error (a refused video test has its own title and words), or
 * none for an error the mutation's own screen answers (a delete refused with what to do instead).
 */
export type MutationFailure = FailureToast | ((error: Error) => FailureToast | null);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { failure?: MutationFailure };
  }
}

/**
 * The words of a failure toast. A 401 gets the text alone, whatever the detail: the sign-in
 * dialog has just said the session ended, and the server's 'Unauthorized' says nothing more.
 */
export function failureDescription({ description, detail }: FailureToast, error: unknown): string {
  if (detail === 'none' || (error instanceof ApiError && error.status === 401)) return description;
  if (detail === 'server') return readErrorMessage(error, description);
  const actionable = error instanceof ApiError && (error.status < 500 || error.status === 503);
  const reason = actionable ? readErrorMessage(error, '') : '';
  return reason ? `${description}. ${reason}` : description;
}

/**
 * The admin query client's one reaction to a failed write (its MutationCache onError): the
 * mutation's failure toast, and the error in the console for whoever debugs it. Mutations
 * without `meta.failure` tell their own failures (a form that marks the field at fault).
 * Forms keep what was typed: nothing here touches them.
 */
export function toastMutationFailure(
  error: Error,
  _variables: unknown,
  _onMutateResult: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  const failure = mutation.options.meta?.failure;
  if (!failure) return;
  const chosen = typeof failure === 'function' ? failure(error) : failure;
  if (!chosen) return;
  const description = failureDescription(chosen, error);
  console.error(chosen.description, error);
  toast({ title: chosen.title ?? 'Error', description, variant: 'destructive' });
}

/** A "server message or fallback" toast from the copy that states it as { title, fallback }. */
export function serverMessageOr({ title, fallback }: { title: string; fallback: string }): FailureToast {
  return { title, description: fallback, detail: 'server' };
}
