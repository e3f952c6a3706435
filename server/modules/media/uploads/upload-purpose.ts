import {
  IMAGE_FORMATS,
  MEDIA_SETTING_KEYS,
  MEDIA_SETTING_RULES,
  type MediaKind,
  type MediaSettingKey,
  SITE_VIDEO_FORMATS,
  sculptureUploadRules,
  type UploadRule,
} from '../../../../contract/media';
import { IMAGE_TYPES, type ImageType } from '../../../../contract/sculpture-media-limits';

/**
 * What an upload URL was issued for. It is signed into the URL, recorded with the upload, and
 * compared again when the upload is registered, so a URL for one slot cannot fill another.
 */
export type UploadPurpose =
  | { kind: 'sculpture'; sculptureId: number; imageType: ImageType }
  /** Hero or artist media; `key` is null when POST /api/objects/upload did not name the setting. */
  | { kind: 'site'; key: MediaSettingKey | null };

const SITE_ANY = 'any';

export function formatPurpose(purpose: UploadPurpose): string {
  return purpose.kind === 'sculpture'
    ? `sculpture:${purpose.sculptureId}:${purpose.imageType}`
    : `site:${purpose.key ?? SITE_ANY}`;
}

export function parsePurpose(text: string): UploadPurpose | null {
  const [kind, ...rest] = text.split(':');
  if (kind === 'sculpture' && rest.length === 2) {
    const sculptureId = Number(rest[0]);
    const imageType = rest[1] as ImageType;
    if (!Number.isSafeInteger(sculptureId) || sculptureId <= 0 || !IMAGE_TYPES.includes(imageType))
      return null;
    return { kind, sculptureId, imageType };
  }
  if (kind === 'site' && rest.length === 1) {
    if (rest[0] === SITE_ANY) return { kind, key: null };
    const key = rest[0] as MediaSettingKey;
    return MEDIA_SETTING_KEYS.includes(key) ? { kind, key } : null;
  }
  return null;
}

/** The largest limit among the hero and artist settings of one kind of file. */
function largestSiteLimit(kind: MediaKind): number {
  const limits = Object.values(MEDIA_SETTING_RULES)
    .filter((rule) => rule.kind === kind)
    .map((rule) => rule.maxBytes);
  return Math.max(...limits);
}

/**
 * Site media not yet tied to a setting takes any hero or artist file up to the largest limit;
 * saving the setting then applies that setting's own rule.
 */
const ANY_SITE_MEDIA: UploadRule[] = [
  { kind: 'image', formats: IMAGE_FORMATS, maxBytes: largestSiteLimit('image') },
  { kind: 'video', formats: SITE_VIDEO_FORMATS, maxBytes: largestSiteLimit('video') },
];

export function uploadRules(purpose: UploadPurpose): UploadRule[] {
  if (purpose.kind === 'sculpture') return sculptureUploadRules(purpose.imageType);
  return purpose.key ? [MEDIA_SETTING_RULES[purpose.key]] : ANY_SITE_MEDIA;
}

/** The storage folder of an upload: per sculpture, so its files are easy to find and remove. */
export function storageFolder(purpose: UploadPurpose): string {
  return purpose.kind === 'sculpture' ? `sculptures/${purpose.sculptureId}` : 'site';
}
