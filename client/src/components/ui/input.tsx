import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses = cn(
  'w-full rounded-[var(--radius-control)] border border-border bg-background px-3.5 text-base text-foreground sm:text-sm',
  'placeholder:text-muted/70 transition-colors hover:border-foreground/25',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
