import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';

/** Shows the 'Error' toast once per failure of an admin read. */
export function useFailureToast(error: Error | null, description: string): void {
  useEffect(() => {
    if (!error) return;
    console.error(description, error);
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description]);
}
