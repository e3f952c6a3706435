import { ClosingCta } from '@/features/home/components/closing-cta';
import { CreatorSection } from '@/features/home/components/creator-section';
import { HomeHero } from '@/features/home/components/home-hero';
import { LimitedEditions } from '@/features/home/components/limited-editions';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <LimitedEditions />
      <CreatorSection />
      <ClosingCta />
    </>
  );
}
