import { HERO_PHOTO_RATIO } from '@contract/focal-point';
import { MEDIA_SETTING_RULES, type MediaSettingKey } from '@contract/media';
import type { SiteSettingKey } from '@contract/site-settings';
import { describeRules } from './file-rules';
import { MEDIA_TOASTS } from './media-copy';

/** One media setting of a card (a photo or a video) and its error texts. */
export interface MediaSettingConfig {
  key: MediaSettingKey;
  /** 'Photo' or 'Video': the panel's heading and the noun of its buttons. */
  label: string;
  /** What it is, in a sentence: 'hero photo'. */
  name: string;
  hint: string;
  /** The preview's frame: the hero photo is 3:4, the artist square, videos 16:9. */
  frame: 'portrait' | 'square' | 'landscape';
  /** A photo the site crops to a ratio: the ratio is named, and the owner picks what it keeps in view. */
  crop?: { ratio: string; focalKey: Extract<SiteSettingKey, 'homepage-hero-focal-point'> };
  saved: string;
  removed: string;
  saveFailure: string;
  removeFailure: string;
  fetchFailure: string;
  /** The hero video flow: select, then save, test and simulate. Otherwise a pick uploads at once. */
  verified?: boolean;
}

export interface MediaCardConfig {
  title: string;
  description: string;
  /** The photo/video setting, 'photo' when unset. */
  /** The toggle's legend: where the chosen medium shows. */
  typeLegend: string;
  typeKey: Extract<SiteSettingKey, 'homepage-hero-media-type' | 'artist-media-type'>;
  typeFailure: string;
  typeFetchFailure: string;
  photo: MediaSettingConfig;
  video: MediaSettingConfig;
}

const hint = (key: MediaSettingKey) => describeRules([MEDIA_SETTING_RULES[key]]);

export const MEDIA_CARDS = {
  hero: {
    title: 'Homepage Hero Media',
    description: 'The photo or the looping, muted video at the top of the homepage. Only one is shown.',
    typeLegend: 'Shown on the homepage',
    typeKey: 'homepage-hero-media-type',
    typeFailure: MEDIA_TOASTS.heroTypeFailed,
    typeFetchFailure: 'Failed to fetch hero media type setting',
    photo: {
      key: 'homepage-hero-image',
      label: 'Photo',
      name: 'hero photo',
      hint: hint('homepage-hero-image'),
      frame: 'portrait',
      crop: { ratio: HERO_PHOTO_RATIO.name, focalKey: 'homepage-hero-focal-point' },
      saved: 'Hero photo updated',
      removed: 'Hero photo removed',
      saveFailure: 'Failed to update hero image setting',
      removeFailure: 'Failed to remove hero image setting',
      fetchFailure: 'Failed to fetch hero image setting',
    },
    video: {
      key: 'homepage-hero-video',
      label: 'Video',
      name: 'hero video',
      hint: hint('homepage-hero-video'),
      frame: 'landscape',
      saved: 'Hero video saved',
      removed: 'Hero video removed',
      saveFailure: 'Failed to save hero video setting',
      removeFailure: 'Failed to remove hero video setting',
      fetchFailure: 'Failed to fetch hero video setting',
      verified: true,
    },
  },
  artist: {
    title: 'Artist Media',
    description: "'A Word from the Creator': the artist's photo or video beside the bio, shown square.",
    typeLegend: 'Shown in the creator section',
    typeKey: 'artist-media-type',
    typeFailure: MEDIA_TOASTS.artistTypeFailed,
    typeFetchFailure: 'Failed to fetch artist media type setting',
    photo: {
      key: 'artist-image',
      label: 'Photo',
      name: 'artist photo',
      hint: hint('artist-image'),
      frame: 'square',
      saved: 'Artist photo updated',
      removed: 'Artist photo removed',
      saveFailure: 'Failed to update artist image setting',
      removeFailure: 'Failed to remove artist image setting',
      fetchFailure: 'Failed to fetch artist image setting',
    },
    video: {
      key: 'artist-video',
      label: 'Video',
      name: 'artist video',
      hint: hint('artist-video'),
      frame: 'square',
      saved: 'Artist video saved',
      removed: 'Artist video removed',
      saveFailure: 'Failed to save artist video setting',
      removeFailure: 'Failed to remove artist video setting',
      fetchFailure: 'Failed to fetch artist video setting',
    },
  },
} as const satisfies Record<string, MediaCardConfig>;
