import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form label (a plain <label>: Radix's adds only a double-click guard, for 1.7 KB on the contact page). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
    <label
      className={cn('text-sm font-medium text-foreground select-none peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
