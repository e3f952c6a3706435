import { MEDIA_CARDS } from '../media-cards';
import { MediaSettingCard } from './media-setting-card';

/** Site Settings: Artist Media, 'A Word from the Creator' (photo or video). */
export function ArtistMediaCard() {
  return <MediaSettingCard card={MEDIA_CARDS.artist} />;
}
