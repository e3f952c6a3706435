import type { ReactNode } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { cn } from '@/lib/cn';

interface SettingCardProps {
  title: string;
  description?: ReactNode;
  footer?: ReactNode;
  /** Spans both columns of the settings grid (long texts, media). */
  wide?: boolean;
  children: ReactNode;
}

/** One card of the Site Settings tab; text and media cards share it so the grid stays even. */
export function SettingCard({
  wide = false,
  className,
  ...props
}: SettingCardProps & { className?: string }) {
  return <TitledCard className={cn(wide && 'md:col-span-2', className)} {...props} />;
}

/** The Site Settings grid: two columns from tablet width, one on a phone; a row's cards share a height. */
export function SettingCardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}
