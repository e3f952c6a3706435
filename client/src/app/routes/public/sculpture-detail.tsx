import { useParams } from 'react-router';
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

/** /sculptures/:slug and /collection/:slug (both readings of §2). */
export function SculptureDetailPage() {
  const { slug = '' } = useParams();
  const sculpture = useSculptureBySlug(slug);

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
