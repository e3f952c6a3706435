import type { ReactNode } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { cn } from '@/lib/cn';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  className?: string;
  /** Overrides the two-column field grid. */
  fieldsClassName?: string;
  /** The fields; they flow in two columns from md up. */
  children: ReactNode;
}

/** One titled card of the sculpture form: its fields in two columns from md up. */
export function FormSection({ fieldsClassName, ...card }: FormSectionProps) {
  return <TitledCard {...card} bodyClassName={cn('md:grid-cols-2', fieldsClassName)} />;
}
