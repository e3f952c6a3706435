import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListHeading } from '@/components/admin/list-heading';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { audienceQueries } from '@/features/admin-audience/api';
import { AUDIENCE_COPY } from '@/features/admin-audience/audience-copy';
import { CampaignList } from '@/features/admin-audience/components/campaign-list';
import {
  NewsletterComposer,
  type OpenRequest,
} from '@/features/admin-audience/components/newsletter-composer';
import { OptInSettingsCard } from '@/features/admin-audience/components/opt-in-settings-card';
import { SubscriberList } from '@/features/admin-audience/components/subscriber-list';
import { SuppressedList } from '@/features/admin-audience/components/suppressed-list';

/**
 * The composer, then the newsletters (drafts and scheduled ones open in the composer) and
 * their audience; a send reaches confirmed subscribers only.
 */
export function NewslettersTab() {
  // The first page's totals: the composer counts every confirmed subscriber without the list.
  const subscribers = useQuery(audienceQueries.subscriberPage());
  const [openRequest, setOpenRequest] = useState<OpenRequest | null>(null);
  const open = (id: number) => {
    setOpenRequest((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }));
    document.getElementById('newsletter-subject')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  useFailureToast(subscribers.error, AUDIENCE_COPY.subscribers.loadFailed);
  return (
    <section className="grid gap-4">
      <ListHeading title="Newsletters" />
      <NewsletterComposer subscriberCount={subscribers.data?.confirmed} openRequest={openRequest} />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <CampaignList onOpen={open} />
        <div className="grid gap-4">
          <OptInSettingsCard />
          <SubscriberList />
          <SuppressedList />
        </div>
      </div>
    </section>
  );
}
