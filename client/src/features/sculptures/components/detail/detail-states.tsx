import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { paths } from '@/config/paths';

export function SculptureDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading sculpture" className="grid gap-8">
      <Skeleton className="h-4 w-48" />
      <div className="grid gap-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14">
        <div className="grid gap-3 md:grid-cols-[5rem_1fr] md:gap-4">
          <div className="hidden gap-2 md:grid md:content-start">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="aspect-[3/4]" />
            ))}
          </div>
          <Skeleton className="aspect-[3/4]" />
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}

/** An unknown slug. */
export function SculptureNotFound() {
  return (
    <div className="grid justify-items-center gap-5 py-20 text-center">
      <h1 className="text-chrome font-display text-4xl font-bold tracking-tight sm:text-5xl">
        {DETAIL_COPY.notFoundTitle}
      </h1>
      <p className="max-w-md text-muted">{DETAIL_COPY.notFoundText}</p>
      <Button asChild size="lg">
        <Link to={paths.collection}>{DETAIL_COPY.viewCollection}</Link>
      </Button>
    </div>
  );
}
