import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkNewsletterDraft } from './newsletter-draft';

const send = ADMIN_MESSAGES.newsletterSend;
const complete = { subject: 'The next drop', htmlContent: '<p>Soon</p>', textContent: 'Soon' };

describe('checkNewsletterDraft', () => {
  it('asks for a subject first, even when everything else is missing too', () => {
    expect(checkNewsletterDraft({ subject: '   ', htmlContent: '', textContent: '' }, 0)).toEqual({
      ok: false,
      problem: send.subject,
      field: 'subject',
    });
  });

  it('asks for both bodies before looking at the subscribers', () => {
    expect(checkNewsletterDraft({ ...complete, htmlContent: ' \n ', textContent: '' }, 0)).toEqual({
      ok: false,
      problem: send.content,
      field: 'htmlContent',
    });
    expect(checkNewsletterDraft({ ...complete, textContent: '' }, 3)).toEqual({
      ok: false,
      problem: send.content,
      field: 'textContent',
    });
  });

  it('refuses to send to nobody', () => {
    expect(checkNewsletterDraft(complete, 0)).toEqual({ ok: false, problem: send.noSubscribers });
  });

  it('leaves the decision to the server while the subscriber count is unknown', () => {
    expect(checkNewsletterDraft(complete, undefined)).toEqual({ ok: true, input: complete });
  });

  it('trims every value it sends', () => {
    const draft = { subject: '  The next drop \n', htmlContent: '\n<p>Soon</p>  ', textContent: ' Soon\n' };
    expect(checkNewsletterDraft(draft, 2)).toEqual({ ok: true, input: complete });
  });
});
