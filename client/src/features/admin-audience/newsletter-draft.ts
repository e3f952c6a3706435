import { ADMIN_MESSAGES } from '@contract/admin-messages';
import type { NewsletterSend } from '@contract/audience';

/** What the composer holds while the admin types: the fields as written, untrimmed. */
export type NewsletterDraft = NewsletterSend;

export const EMPTY_DRAFT: NewsletterDraft = { subject: '', htmlContent: '', textContent: '' };

export interface DraftProblem {
  title: string;
  description: string;
}

export type DraftCheck =
  | { ok: true; input: NewsletterSend }
  /** `field` is the one to fix first, when the problem lies in a field. */
  | { ok: false; problem: DraftProblem; field?: keyof NewsletterDraft };

const send = ADMIN_MESSAGES.newsletterSend;

/**
 * The send's checks, in this order: subject, then both bodies, then someone to send to. `subscriberCount`
 * is undefined while the list is unknown (loading or failed): the server has the last word then.
 * The input is trimmed first.
 */
export function checkNewsletterDraft(
  draft: NewsletterDraft,
  subscriberCount: number | undefined,
): DraftCheck {
  const input: NewsletterSend = {
    subject: draft.subject.trim(),
    htmlContent: draft.htmlContent.trim(),
    textContent: draft.textContent.trim(),
  };
  if (!input.subject) return { ok: false, problem: send.subject, field: 'subject' };
  if (!input.htmlContent) return { ok: false, problem: send.content, field: 'htmlContent' };
  if (!input.textContent) return { ok: false, problem: send.content, field: 'textContent' };
  if (subscriberCount === 0) return { ok: false, problem: send.noSubscribers };
  return { ok: true, input };
}
