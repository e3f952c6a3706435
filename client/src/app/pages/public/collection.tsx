import { collectionFilterOf } from '@contract/page-params';
import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { COLLECTION_COPY } from '@/config/copy/collection';
import { useSculptures } from '@/features/sculptures/api';
import { CollectionFilters } from '@/features/sculptures/components/collection-filters';
import { CollectionNoneYet } from '@/features/sculptures/components/collection-none-yet';
import { LoadError } from '@/features/sculptures/components/load-error';
import { SculptureGrid, SculptureGridSkeleton } from '@/features/sculptures/components/sculpture-grid';
import { countByFilter, filterSculptures } from '@/features/sculptures/sculpture-rules';
import { useSearchParams } from '@/lib/use-search-params';

export function CollectionPage() {
  const sculptures = useSculptures();
  const searchParams = useSearchParams();
  const filter = collectionFilterOf(searchParams);
  useDocumentTitle(namedTitle(PAGE_NAMES.collection));
  const list = sculptures.data ?? [];
  const visible = filterSculptures(list, filter);

  return (
    <Container className="py-14 sm:py-20">
      <PageHeader
        eyebrow={COLLECTION_COPY.eyebrow}
        title={COLLECTION_COPY.title}
        intro={COLLECTION_COPY.intro}
      />
      <div className="mt-10 mb-10 border-t border-border pt-6 sm:mb-12">
        <CollectionFilters value={filter} counts={countByFilter(list)} />
      </div>
      {sculptures.isPending ? (
        <SculptureGridSkeleton count={6} />
      ) : sculptures.isError ? (
        <LoadError onRetry={() => void sculptures.refetch()} />
      ) : list.length === 0 ? (
        <CollectionNoneYet />
      ) : visible.length === 0 ? (
        <p className="rounded-[var(--radius-frame)] border border-dashed border-border py-16 text-center text-muted">
          {COLLECTION_COPY.empty}
        </p>
      ) : (
        <SculptureGrid sculptures={visible} aboveTheFold />
      )}
    </Container>
  );
}
