import { LoadingText } from '@/components/admin/list-states';
import { SectionHeader } from '@/components/admin/section-header';
import { SettingCardGrid } from '@/components/admin/setting-card';
import { useRoleAllows } from '@/features/admin-auth/api';
import { useAdminSettings } from '@/features/admin-content/site-settings/api';
import { TextSettingCard } from '@/features/admin-content/site-settings/components/text-setting-card';
import {
  TEXT_SETTING_CARDS,
  TEXT_SETTING_KEYS,
} from '@/features/admin-content/site-settings/text-setting-cards';
import { ArtistMediaCard } from '@/features/admin-media/components/artist-media-card';
import { HeroMediaCard } from '@/features/admin-media/components/hero-media-card';
import { RetentionCard } from '@/features/admin-privacy/components/retention-card';

/**
 * The Site Settings cards, in their fixed order. Each card is self-contained (its reads, its
 * form, its save), so the media cards slot into this list: Homepage Hero Media first, Artist
 * Media after Artist Section (with the two short cards beside the tall Artist Section).
 */
export function SiteSettingsTab() {
  const reads = useAdminSettings(TEXT_SETTING_KEYS);
  // What the emails say and how long personal data is kept are the Owner's to set.
  const owner = useRoleAllows('owner');
  return (
    <section>
      <SectionHeader title="Site Settings" description="What the homepage and the legal pages say." />
      {reads.some((read) => read.isPending) ? (
        <LoadingText>Loading site settings...</LoadingText>
      ) : (
        <SettingCardGrid>
          <HeroMediaCard />
          <TextSettingCard card={TEXT_SETTING_CARDS.heroTitle} />
          <TextSettingCard card={TEXT_SETTING_CARDS.heroDescription} />
          <TextSettingCard card={TEXT_SETTING_CARDS.artist} />
          {/* Two short cards beside the tall Artist Section: no empty column on a wide screen. */}
          <div className="grid content-start gap-4">
            <TextSettingCard card={TEXT_SETTING_CARDS.limitedEditions} />
            {owner ? <TextSettingCard card={TEXT_SETTING_CARDS.emailSender} /> : null}
          </div>
          <ArtistMediaCard />
          <TextSettingCard card={TEXT_SETTING_CARDS.privacy} />
          <TextSettingCard card={TEXT_SETTING_CARDS.terms} />
          {owner ? <RetentionCard /> : null}
        </SettingCardGrid>
      )}
    </section>
  );
}
