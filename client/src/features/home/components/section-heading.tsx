import { Skeleton } from '@/components/ui/skeleton';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  /** The title and text are still loading from settings. */
  pending?: boolean;
}

export function SectionHeading({ id, eyebrow, title, text, pending }: SectionHeadingProps) {
  return (
    <div className="grid max-w-2xl gap-3">
      <p className="font-display text-xs font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="font-display text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
        {pending ? <Skeleton className="h-[1em] w-72 max-w-full" /> : title}
      </h2>
      {pending ? (
        <Skeleton className="h-4 w-96 max-w-full" />
      ) : text ? (
        <p className="leading-relaxed text-muted">{text}</p>
      ) : null}
    </div>
  );
}
