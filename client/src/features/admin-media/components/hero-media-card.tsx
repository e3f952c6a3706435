import { MEDIA_CARDS } from '../media-cards';
import { MediaSettingCard } from './media-setting-card';

/** Site Settings: Homepage Hero Media (photo up to 10MB, video up to 50MB through the save flow). */
export function HeroMediaCard() {
  return <MediaSettingCard card={MEDIA_CARDS.hero} />;
}
