import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { BooleanTextSchema } from './common';
import {
  POPUP_DELAY_DEFAULT_SECONDS,
  POPUP_DELAY_MAX_SECONDS,
  POPUP_DELAY_MIN_SECONDS,
  TEXT_LIMITS,
} from './limits';

export const PopupSettingsSchema = z.object({
  enabled: BooleanTextSchema,
  delaySeconds: z.number().int(),
  title: z.string(),
  content: z.string(),
  buttonText: z.string(),
});
export type PopupSettings = z.infer<typeof PopupSettingsSchema>;

/** The defaults, answered until the admin saves. */
export const POPUP_DEFAULTS: PopupSettings = {
  enabled: 'false',
  delaySeconds: POPUP_DELAY_DEFAULT_SECONDS,
  title: 'Subscribe to Our Newsletter',
  content: 'Stay updated with our latest sculpture releases and gallery news.',
  buttonText: 'Subscribe',
};

/** A non-numeric delay falls back to 10; a number outside 1..300 is refused. */
export function parseDelaySeconds(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : POPUP_DELAY_DEFAULT_SECONDS;
}

const required = ADMIN_MESSAGES.popup.required.description;
/** The longest text of each popup field: the schema's rule, and the admin form's counters. */
export const POPUP_TEXT_LIMITS = {
  title: TEXT_LIMITS.short,
  content: TEXT_LIMITS.medium,
  buttonText: 60,
} as const;

export const PopupSettingsInputSchema = z.object({
  enabled: BooleanTextSchema,
  delaySeconds: z
    .preprocess(parseDelaySeconds, z.number().int())
    .refine(
      (n) => n >= POPUP_DELAY_MIN_SECONDS && n <= POPUP_DELAY_MAX_SECONDS,
      ADMIN_MESSAGES.popup.delay.description,
    ),
  title: z.string({ error: required }).trim().min(1, required).max(POPUP_TEXT_LIMITS.title),
  content: z.string({ error: required }).trim().min(1, required).max(POPUP_TEXT_LIMITS.content),
  buttonText: z
    .string()
    .trim()
    .max(POPUP_TEXT_LIMITS.buttonText)
    .transform((text) => text || POPUP_DEFAULTS.buttonText),
});
export type PopupSettingsInput = z.input<typeof PopupSettingsInputSchema>;
