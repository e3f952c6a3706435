import { MEDIA_CARDS } from '../media-cards';
import { MediaSettingCard } from './media-setting-card';

/** §2 Site Settings: Homepage Hero Media (photo up to 10MB, video up to 50MB through the §4 save flow). */
export function HeroMediaCard() {
  return <MediaSettingCard card={MEDIA_CARDS.hero} />;
}
