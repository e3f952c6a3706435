import { HOME_SCULPTURE_LIMIT } from '@contract/limits';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Container } from '@/components/layout/page-header';
import { Link } from '@/components/ui/link';
import { HOME_COPY } from '@/config/copy/home';
import { paths } from '@/config/paths';
import { useSculptures } from '@/features/sculptures/api';
import { CollectionNoneYet } from '@/features/sculptures/components/collection-none-yet';
import { LoadError } from '@/features/sculptures/components/load-error';
import { SculptureGrid, SculptureGridSkeleton } from '@/features/sculptures/components/sculpture-grid';
import { useSiteSetting } from '@/features/site-settings/api';
import { SectionHeading } from './section-heading';

/** 'Current Limited Editions': the first three sculptures of the collection order. */
export function LimitedEditions() {
  const sculptures = useSculptures();
  const title = useSiteSetting('limited-editions-title');
  const content = useSiteSetting('limited-editions-content');
  const firstThree = (sculptures.data ?? []).slice(0, HOME_SCULPTURE_LIMIT);

  return (
    <section aria-labelledby="limited-editions-title" className="py-20 sm:py-28">
      <Container>
        <div className="mb-12 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="limited-editions-title"
            eyebrow={HOME_COPY.limitedEditionsEyebrow}
            title={title.value ?? HOME_COPY.limitedEditionsTitle}
            text={content.value ?? HOME_COPY.limitedEditionsContent}
            pending={title.isPending || content.isPending}
          />
          <Link
            to={paths.collection}
            className="group inline-flex shrink-0 items-center gap-2 rounded-[var(--radius-control)] text-sm font-medium text-foreground"
          >
            {HOME_COPY.viewAll}
            <ArrowRight
              className="size-4 text-accent transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        </div>
        {sculptures.isPending ? (
          <SculptureGridSkeleton count={HOME_SCULPTURE_LIMIT} />
        ) : sculptures.isError ? (
          <LoadError onRetry={() => void sculptures.refetch()} />
        ) : firstThree.length === 0 ? (
          <CollectionNoneYet headingLevel="h3" />
        ) : (
          <SculptureGrid sculptures={firstThree} layout="rail" />
        )}
      </Container>
    </section>
  );
}
