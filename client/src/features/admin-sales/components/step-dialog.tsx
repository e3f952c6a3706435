import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface StepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in the owner's words, with the amount. */
  question: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** False while a field the step needs is missing or wrong: the button waits. */
  ready?: boolean;
  onConfirm: () => void;
  /** The step's fields (a date, a carrier); none for a plain yes or no. */
  children?: ReactNode;
}

/**
 * The question before one step of an order: asked first, confirmed by a button that says the
 * step and waits while it runs. It stays open while the step runs and after a failure (the
 * mutation's toast says why), so whatever was typed in it is still there to try again.
 */
export function StepDialog({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  ready = true,
  onConfirm,
  children,
}: StepDialogProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (ready && !pending) onConfirm();
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={question}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="sm" disabled={pending}>
                Not now
              </Button>
            </DialogClose>
            <Button
              type="submit"
              size="sm"
              variant={destructive ? 'destructive' : 'primary'}
              disabled={pending || !ready}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
