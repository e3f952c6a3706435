import { namedTitle, PAGE_NAMES, sculptureTitle } from '@contract/page-titles';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { ImageMetaProvider } from '@/components/ui/image-meta';
import { useSculptureBySlug } from '@/features/sculptures/api';
import {
  SculptureDetailSkeleton,
  SculptureNotFound,
} from '@/features/sculptures/components/detail/detail-states';
import { SculptureDetail } from '@/features/sculptures/components/detail/sculpture-detail';
import { SculptureTeaserView } from '@/features/sculptures/components/detail/sculpture-teaser-view';
import { LoadError } from '@/features/sculptures/components/load-error';

/** /sculptures/:slug and /collection/:slug (the same page under both paths). */
export function SculptureDetailPage() {
  const { slug = '' } = useParams();
  const sculpture = useSculptureBySlug(slug);
  useDocumentTitle(
    sculpture.isPending || sculpture.isError
      ? undefined
      : sculpture.data
        ? sculptureTitle(sculpture.data)
        : namedTitle(PAGE_NAMES.sculptureNotFound),
  );

  return (
    <Container className="py-10 sm:py-14">
      {sculpture.isPending ? (
        <SculptureDetailSkeleton />
      ) : sculpture.isError ? (
        <LoadError onRetry={() => void sculpture.refetch()} />
      ) : sculpture.data?.isLocked === 'true' ? (
        <SculptureTeaserView sculpture={sculpture.data} />
      ) : sculpture.data ? (
        <ImageMetaProvider meta={sculpture.data.imageMeta}>
          <SculptureDetail key={sculpture.data.id} sculpture={sculpture.data} />
        </ImageMetaProvider>
      ) : (
        <SculptureNotFound />
      )}
    </Container>
  );
}
