import type { ComponentProps } from 'react';
import { GripVertical } from '@/components/icons/admin';
import { cn } from '@/lib/cn';

type DragHandleProps = ComponentProps<'button'> & { label: string; position: number };

/**
 * The only place a card can be picked up: a real button (focusable, announced with dnd-kit's
 * instructions), with `touch-action: none` so a finger drags the card instead of the page.
 */
export function DragHandle({ label, position, className, ...props }: DragHandleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'grid h-full min-h-16 w-9 cursor-grab touch-none content-center justify-items-center gap-1 rounded-md text-muted',
        'transition-colors hover:bg-foreground/5 hover:text-foreground active:cursor-grabbing',
        className,
      )}
      {...props}
    >
      <GripVertical className="size-4" aria-hidden />
      <span aria-hidden className="text-xs font-medium tabular-nums">
        {position}
      </span>
    </button>
  );
}
