import { BRAND_NAME } from '@contract/brand';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The chrome diamond with its yellow spotlight; the same mark as the favicon. */
export function BrandMark({ className }: { className?: string }) {
  // The mark is drawn in the header and the footer (and on Home's hero): one id per drawing, the
  // same on the server and after hydration.
  const gradient = `brand-chrome${useId()}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fafafa" />
          <stop offset=".45" stopColor="#b8b8c0" />
          <stop offset=".55" stopColor="#6b6b75" />
          <stop offset="1" stopColor="#e4e4e7" />
        </linearGradient>
      </defs>
      <path d="M16 2 30 16 16 30 2 16Z" fill={`url(#${gradient})`} />
      <circle cx="16" cy="16" r="3.5" fill="#ffd900" />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('group inline-flex items-center gap-2.5 rounded-[var(--radius-control)]', className)}
    >
      <BrandMark className="transition-transform duration-300 group-hover:rotate-45 motion-reduce:transition-none" />
      <span className="font-display text-[1.0625rem] font-bold tracking-tight text-foreground uppercase">
        {BRAND_NAME}
      </span>
    </Link>
  );
}
