import { homeTitle } from '@contract/page-titles';
import { useDocumentTitle } from '@/components/layout/document-title';
import { ClosingCta } from '@/features/home/components/closing-cta';
import { CreatorSection } from '@/features/home/components/creator-section';
import { HomeHero } from '@/features/home/components/home-hero';
import { LimitedEditions } from '@/features/home/components/limited-editions';
import { useSiteSetting } from '@/features/site-settings/api';

export function HomePage() {
  const heroTitle = useSiteSetting('homepage-hero-title');
  useDocumentTitle(heroTitle.isPending ? undefined : homeTitle(heroTitle.value));
  return (
    <>
      <HomeHero />
      <LimitedEditions />
      <CreatorSection />
      <ClosingCta />
    </>
  );
}
