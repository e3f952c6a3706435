import { useQuery } from '@tanstack/react-query';
import { CampaignList } from '@/features/admin-audience/components/campaign-list';
import { ListHeading } from '@/features/admin-audience/components/list-heading';
import { NewsletterComposer } from '@/features/admin-audience/components/newsletter-composer';
import { SubscriberList } from '@/features/admin-audience/components/subscriber-list';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { useFailureToast } from '../../use-failure-toast';

/** §2: the composer, then what was sent and to whom it goes. */
export function NewslettersTab() {
  const subscribers = useQuery(adminQueries.newsletters());
  useFailureToast(subscribers.error, ADMIN_LOAD_FAILURES.newsletters);
  return (
    <section className="grid gap-4">
      <ListHeading title="Newsletters" />
      <NewsletterComposer subscriberCount={subscribers.data?.length} />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <CampaignList />
        <SubscriberList subscribers={subscribers} />
      </div>
    </section>
  );
}
