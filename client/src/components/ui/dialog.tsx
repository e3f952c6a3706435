import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { X } from '@/components/icons/x';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  title: string;
  /** Read to screen readers with the title; shown under it. */
  description?: ReactNode;
}

/**
 * A modal panel (Radix Dialog: focus trapped, Escape closes, focus returns to the trigger).
 * Tall content scrolls inside the panel so its header stays in view on a phone.
 */
export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_minmax(0,1fr)]',
          'rounded-xl border border-border bg-surface text-foreground shadow-2xl outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="font-display text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mr-1 rounded-[var(--radius-control)] p-1.5 text-muted transition-colors hover:bg-foreground/8 hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto px-5 py-4 sm:px-6 sm:py-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The action row of a dialog; it stays pinned to the bottom while the body scrolls. The
 * negative offsets cancel the body's padding, where sticky elements would otherwise stop.
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky -bottom-4 -mx-5 -mb-4 mt-5 flex flex-col-reverse gap-2 border-t border-border bg-surface px-5 py-3 sm:-bottom-5 sm:-mx-6 sm:-mb-5 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
