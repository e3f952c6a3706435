import { useQuery } from '@tanstack/react-query';
import { AboutForm } from '@/features/admin-content/about/components/about-form';
import { SectionHeader } from '@/components/admin/section-header';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { QueryStates } from '@/components/admin/list-states';

export function AboutTab() {
  const about = useQuery(adminQueries.about());
  useFailureToast(about.error, ADMIN_LOAD_FAILURES.about);
  return (
    <section>
      <SectionHeader title="About Page" description="What visitors read on /about." />
      <QueryStates query={about} loadingText="Loading about page..." failedText={ADMIN_LOAD_FAILURES.about}>
        {(page) => <AboutForm about={page} />}
      </QueryStates>
    </section>
  );
}
