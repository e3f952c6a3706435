import { toast } from '@/components/ui/use-toast';

/** A success toast after a save or delete. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

/**
 * A problem found before sending (a field the form checks itself) is a destructive toast titled
 * 'Error' unless the failure has a title of its own. A failed write's toast is the mutation's own
 * (lib/mutation-failure.ts).
 */
export function notifyFailure(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}
