import type { ComponentProps } from 'react';
import { ChevronDown } from '@/components/icons/chevron-down';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/** A styled native <select>: best keyboard and mobile behaviour for a short list. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
    </div>
  );
}
