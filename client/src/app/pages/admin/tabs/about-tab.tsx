import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { adminAboutQuery } from '@/features/admin-content/about/api';
import { AboutForm } from '@/features/admin-content/about/components/about-form';
import { CONTENT_COPY } from '@/features/admin-content/content-copy';

export function AboutTab() {
  const about = useQuery(adminAboutQuery());
  useFailureToast(about.error, CONTENT_COPY.about.loadFailed);
  return (
    <section>
      <SectionHeader title="About Page" description="What visitors read on /about." />
      <QueryStates
        query={about}
        loadingText="Loading about page..."
        failedText={CONTENT_COPY.about.loadFailed}
      >
        {(page) => <AboutForm about={page} />}
      </QueryStates>
    </section>
  );
}
