import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';

const variants = {
  primary:
    'bg-accent text-accent-foreground hover:bg-[#ffe44d] active:bg-[#e6c300] shadow-[0_0_0_1px_rgb(255_217_0/0.4),0_8px_30px_-12px_rgb(255_217_0/0.6)]',
  secondary:
    'border border-foreground/20 bg-transparent text-foreground hover:border-foreground/50 hover:bg-foreground/5',
  ghost: 'text-foreground hover:bg-foreground/8',
  subtle: 'bg-surface-raised text-foreground hover:bg-foreground/10 border border-border',
  destructive: 'bg-red-600 text-white hover:bg-red-500',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-medium whitespace-nowrap select-none',
    'transition-[background-color,border-color,color,box-shadow,transform] duration-200 ease-[var(--ease-gallery)]',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a Link, say) with button styling. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
