import { toast } from '@/components/ui/use-toast';

/** A success toast after a save or delete. */
export function notifySuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

/** §8: admin failures are destructive toasts titled 'Error' unless the spec names another title. */
export function notifyFailure(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}
