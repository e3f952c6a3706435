import type { SiteSettingInput, SiteSettingKey } from '@contract/site-settings';

/** What a setting field shows: the stored text, or empty when the setting is unset. */
export function toFieldText(value: string | null | undefined): string {
  return value ?? '';
}

/**
 * The POST body of one field. A blank field removes the setting (null), so the public
 * page falls back to its built-in copy instead of showing nothing.
 */
export function toSettingInput(key: SiteSettingKey, text: string): SiteSettingInput {
  const trimmed = text.trim();
  return { key, value: trimmed ? trimmed : null };
}

/** The hero title and description cannot be saved blank. */
export function isBlank(text: string | undefined): boolean {
  return !text?.trim();
}
