import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { POPUP_DELAY_MAX_SECONDS, POPUP_DELAY_MIN_SECONDS } from '@contract/limits';
import {
  type PopupSettings,
  type PopupSettingsInput,
  PopupSettingsInputSchema,
  parseDelaySeconds,
} from '@contract/popup-settings';

/** The popup form holds the delay as typed; it becomes a number only when saved. */
export interface PopupFormValues {
  enabled: boolean;
  title: string;
  content: string;
  delaySeconds: string;
  buttonText: string;
}

export function toPopupFormValues(settings: PopupSettings): PopupFormValues {
  return {
    enabled: settings.enabled === 'true',
    title: settings.title,
    content: settings.content,
    delaySeconds: String(settings.delaySeconds),
    buttonText: settings.buttonText,
  };
}

export type PopupFormCheck =
  | { ok: true; input: PopupSettingsInput }
  | { ok: false; problem: { title: string; description: string } };

/**
 * Title and content are required; the delay must lie in 1..300, and a non-numeric delay
 * falls back to 10. A problem becomes a toast, not a field message.
 */
export function checkPopupForm(values: PopupFormValues): PopupFormCheck {
  if (!values.title.trim() || !values.content.trim())
    return { ok: false, problem: ADMIN_MESSAGES.popup.required };
  const delaySeconds = parseDelaySeconds(values.delaySeconds);
  if (delaySeconds < POPUP_DELAY_MIN_SECONDS || delaySeconds > POPUP_DELAY_MAX_SECONDS) {
    return { ok: false, problem: ADMIN_MESSAGES.popup.delay };
  }
  const input = PopupSettingsInputSchema.parse({
    enabled: values.enabled ? 'true' : 'false',
    delaySeconds,
    title: values.title,
    content: values.content,
    buttonText: values.buttonText,
  });
  return { ok: true, input };
}
