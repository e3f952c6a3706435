import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAbout } from '@/features/about/api';
import { AboutContent, toAboutView } from '@/features/about/components/about-content';

export function AboutPage() {
  const about = useAbout();
  useDocumentTitle(about.isPending ? undefined : namedTitle(about.data?.title ?? PAGE_NAMES.about));
  return (
    <Container className="py-14 sm:py-20">
      {about.isPending ? (
        <div role="status" aria-label="Loading" className="grid max-w-2xl gap-5">
          <Skeleton className="h-14 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        // A failed read shows the built-in copy rather than an empty page.
        <AboutContent view={toAboutView(about.data ?? null)} />
      )}
    </Container>
  );
}
