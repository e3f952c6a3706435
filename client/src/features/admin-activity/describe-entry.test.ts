import { describe, expect, it } from 'vitest';
import { activitySearch } from './api';
import { describeEntry } from './describe-entry';

describe('describeEntry', () => {
  it('reads as a sentence after the admin name, naming the thing as the owner does', () => {
    expect(describeEntry({ action: 'update', entity: 'site-setting', target: 'Hero title' })).toBe(
      'updated site setting “Hero title”',
    );
    expect(describeEntry({ action: 'update', entity: 'sculpture', target: 'Hero Kid' })).toBe(
      'updated sculpture “Hero Kid”',
    );
    expect(describeEntry({ action: 'reorder', entity: 'sculpture', target: null })).toBe(
      'reordered the collection',
    );
    expect(describeEntry({ action: 'change', entity: 'password', target: null })).toBe(
      'changed the password',
    );
    expect(describeEntry({ action: 'lift', entity: 'suppressed-address', target: 'eve@example.com' })).toBe(
      'lifted the suppression of “eve@example.com”',
    );
  });

  it('says a newsletter was scheduled, not sent, when it waits for its time', () => {
    expect(describeEntry({ action: 'schedule', entity: 'newsletter', target: 'Spring letter' })).toBe(
      'scheduled newsletter “Spring letter”',
    );
    expect(describeEntry({ action: 'send', entity: 'newsletter', target: 'Spring letter' })).toBe(
      'sent newsletter “Spring letter”',
    );
  });

  it("says what happened to an edition number in the owner's verbs", () => {
    expect(describeEntry({ action: 'sell', entity: 'edition', target: 'Hero Kid, 54 inch no. 7' })).toBe(
      'sold edition number “Hero Kid, 54 inch no. 7”',
    );
    expect(describeEntry({ action: 'free', entity: 'edition', target: 'Hero Kid, 12 inch no. 1' })).toBe(
      'made available edition number “Hero Kid, 12 inch no. 1”',
    );
  });

  it('says why the site changed a status by itself', () => {
    expect(describeEntry({ action: 'sold out', entity: 'sculpture', target: 'Hero Kid' })).toBe(
      'marked sculpture “Hero Kid” Sold Out: no number of its edition is left',
    );
    expect(describeEntry({ action: 'available again', entity: 'sculpture', target: 'Hero Kid' })).toBe(
      'marked sculpture “Hero Kid” Available again: a number of its edition came back',
    );
  });

  it('says what the Owner did to a person of the staff, naming them', () => {
    const staff = (action: string, target: string) => describeEntry({ action, entity: 'staff', target });
    expect(staff('invite:manager', 'mara@example.com')).toBe('invited “mara@example.com” as Manager');
    expect(staff('role:editor,suspend', 'jo')).toBe('made “jo” Editor, suspended “jo”');
    expect(staff('unsuspend', 'jo')).toBe('let “jo” back in');
    expect(staff('remove', 'ria')).toBe('removed “ria” from the staff');
    expect(staff('withdraw', 'nobody@example.com')).toBe('took back the invitation of “nobody@example.com”');
  });

  it('says when a person turned their authenticator app on or off', () => {
    const app = (action: string) => describeEntry({ action, entity: 'authenticator', target: null });
    expect(app('turn-on')).toBe('turned on their authenticator app');
    expect(app('turn-off')).toBe('turned off their authenticator app');
  });

  it('says who added or removed which passkey, whose session the Owner ended, and the sign-in rule', () => {
    const passkey = (action: string) =>
      describeEntry({ action, entity: 'passkey', target: 'Studio laptop of mara' });
    expect(passkey('add')).toBe('added the passkey “Studio laptop of mara”');
    expect(passkey('remove')).toBe('removed the passkey “Studio laptop of mara”');
    expect(describeEntry({ action: 'end-session', entity: 'staff', target: 'jo' })).toBe(
      'signed “jo” out of a browser',
    );
    expect(describeEntry({ action: 'require-second-factor', entity: 'staff', target: null })).toBe(
      'required an authenticator app or a passkey of everyone',
    );
  });

  it('shows an unnamed route by its method and path', () => {
    expect(describeEntry({ action: 'POST /api/admin/new-thing', entity: 'other', target: null })).toBe(
      'POST /api/admin/new-thing Other',
    );
  });
});

describe('activitySearch', () => {
  it('sends only the filters that are set, the text trimmed', () => {
    expect(activitySearch({ entity: '', text: '  ' })).toBe('');
    expect(activitySearch({ entity: 'sculpture', text: ' 50% off ' })).toBe('entity=sculpture&q=50%25+off');
  });
});
