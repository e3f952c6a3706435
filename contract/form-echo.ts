/*
 * A form sent without script that the server refuses is answered with its page rendered again
 * (never a redirect: what was typed must not go into a URL). The page's initial data then carries
 * one extra entry under FORM_ECHO_KEY: what was typed, so nothing is lost, and why it was refused.
 * It goes out only in the answer to that POST, which nothing keeps (Cache-Control: no-store).
 */
export const FORM_ECHO_KEY = 'form-echo';

/** `order`: the order page's forms (its values carry the `action` that was refused). */
export type EchoedForm = 'contact' | 'newsletter' | 'waitlist' | 'reservation' | 'order' | 'account' | 'draw';

export interface FormEcho {
  /** The fields as typed (strings only; other values were dropped). */
  values: Record<string, string>;
  /** The rule broken (a validation text), or a server's outage message; null: the form's own failure text. */
  error: string | null;
}

/** The initial-data query key of one form's echo. */
export const formEchoKey = (form: EchoedForm) => [FORM_ECHO_KEY, form] as const;
