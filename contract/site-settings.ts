import { z } from 'zod';
import { isBareEmail } from './email-address';
import { parseFocalPoint } from './focal-point';
import { ImageMetaSchema } from './image-variants';
import { TEXT_LIMITS } from './limits';
import { VideoTestResultSchema } from './media';
import { EMAIL_SETTING_KEYS, LEGAL_SETTING_KEYS, SITE_SETTING_KEYS } from './site-setting-keys';
import { tooLongMessage } from './too-long-message';

export const SiteSettingKeySchema = z.enum(SITE_SETTING_KEYS);
export type SiteSettingKey = z.infer<typeof SiteSettingKeySchema>;

export const MediaTypeSchema = z.enum(['photo', 'video']);
export type MediaType = z.infer<typeof MediaTypeSchema>;

export const SiteSettingKeyParamsSchema = z.object({ key: z.string().max(100) });
/** `imageMeta` (not a setting of its own) comes with a media setting whose value is a registered image. */
export const SiteSettingValueSchema = z.object({
  value: z.string().nullable(),
  imageMeta: ImageMetaSchema.optional(),
});
export type SiteSettingValue = z.infer<typeof SiteSettingValueSchema>;

/**
 * The longest text a setting takes: the legal texts are whole documents, the sender's name a
 * line of a mail header, the rest a few lines.
 */
export function settingTextLimit(key: SiteSettingKey): number {
  if ((LEGAL_SETTING_KEYS as readonly string[]).includes(key)) return TEXT_LIMITS.legal;
  return (EMAIL_SETTING_KEYS as readonly string[]).includes(key) ? TEXT_LIMITS.short : TEXT_LIMITS.long;
}

/** Why a "Replies go to" address is refused, in the form and from the server alike. */
export const REPLY_TO_EMAIL_MESSAGE = 'Replies go to one email address, like studio@example.com';

/** POST /api/admin/site-settings: null removes the setting. */
export const SiteSettingInputSchema = z
  .object({
    key: SiteSettingKeySchema,
    value: z.string().nullable(),
  })
  .superRefine(({ key, value }, context) => {
    const limit = settingTextLimit(key);
    if (value !== null && value.length > limit)
      context.addIssue({ code: 'custom', path: ['value'], message: tooLongMessage(value.length, limit) });
    if (key === 'homepage-hero-focal-point' && value !== null && !parseFocalPoint(value))
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The focal point is two percentages, across and down, like "50% 30%"',
      });
    if (key === 'reply-to-email' && value !== null && !isBareEmail(value))
      context.addIssue({ code: 'custom', path: ['value'], message: REPLY_TO_EMAIL_MESSAGE });
  });
export type SiteSettingInput = z.infer<typeof SiteSettingInputSchema>;
/** `videoTest`: the test an uploaded hero or artist video passed before it replaced the old one. */
export const SiteSettingSchema = z.object({
  key: SiteSettingKeySchema,
  value: z.string().nullable(),
  imageMeta: ImageMetaSchema.optional(),
  videoTest: VideoTestResultSchema.optional(),
});
export type SiteSetting = z.infer<typeof SiteSettingSchema>;
