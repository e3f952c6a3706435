import { ACTIVITY_ENTITIES, type ActivityEntry } from '@contract/activity';
import { ROLE_LABELS, StaffRoleSchema } from '@contract/staff';

const PAST_TENSE: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  add: 'added',
  reorder: 'reordered',
  send: 'sent',
  schedule: 'scheduled',
  'send test': 'sent a test of',
  cancel: 'cancelled',
  unschedule: 'unscheduled',
  notify: 'notified',
  'sign out': 'signed out of',
  end: 'ended',
  change: 'changed',
  sell: 'sold',
  hold: 'held',
  withhold: 'withheld',
  free: 'made available',
  issue: 'issued',
  transfer: 'transferred',
  revoke: 'revoked',
  'block resale': 'blocked the resale of',
  'confirm sale': 'confirmed the sale of',
  release: 'released',
  lift: 'lifted',
  reply: 'replied to',
  'mark replied': 'marked as replied',
  close: 'closed',
  'mark as spam': 'marked as spam',
  reopen: 'reopened',
};

/** What the site did by itself: said with the thing first, and why. */
const AUTOMATIC: Record<string, (what: string) => string> = {
  'sold out': (what) => `marked ${what} Sold Out: no number of its edition is left`,
  'available again': (what) => `marked ${what} Available again: a number of its edition came back`,
};

/** Each kind of thing as a sentence names it; a name in quotes follows when it has one. */
const NOUNS: Record<ActivityEntry['entity'], string> = {
  sculpture: 'sculpture',
  'sculpture-image': 'an image of',
  about: 'the About page',
  'journal-post': 'journal post',
  'site-setting': 'site setting',
  'popup-settings': 'the popup settings',
  'audience-settings': 'the audience settings',
  order: 'order',
  'sales-settings': 'the sales settings',
  draw: 'the draw of',
  newsletter: 'newsletter',
  'newsletter-draft': 'newsletter draft',
  'newsletter-image': 'a newsletter image',
  waitlist: 'the waitlist of',
  edition: 'edition number',
  certificate: 'the certificate of',
  reservation: 'reservation',
  // The name says it: 'Inquiry of 27 Nov 2026 about Hero Kid' (never the person's name).
  inquiry: '',
  collector: 'the notes and tags of',
  'reservation-settings': 'the reservation settings',
  'suppressed-address': 'the suppression of',
  'data-retention': 'the data retention setting',
  session: 'a session',
  password: 'the password',
  // The person's name says it (describeStaffChange).
  staff: '',
  authenticator: 'their authenticator app',
  passkey: 'the passkey',
  other: ACTIVITY_ENTITIES.other,
};

const roleLabel = (role: string | undefined) => {
  const known = StaffRoleSchema.safeParse(role);
  return known.success ? ROLE_LABELS[known.data] : 'a new role';
};

/** 'invited “mara@example.com” as Manager', 'made “jo” Editor, suspended “jo”'. */
function describeStaffChange(action: string, name: string): string {
  return action
    .split(',')
    .map((step) => {
      const [verb, role] = step.split(':');
      if (verb === 'invite') return `invited ${name} as ${roleLabel(role)}`;
      if (verb === 'withdraw') return `took back the invitation of ${name}`;
      if (verb === 'role') return `made ${name} ${roleLabel(role)}`;
      if (verb === 'suspend') return `suspended ${name}`;
      if (verb === 'unsuspend') return `let ${name} back in`;
      if (verb === 'remove') return `removed ${name} from the staff`;
      if (verb === 'end-session') return `signed ${name} out of a browser`;
      if (verb === 'require-second-factor') return 'required an authenticator app or a passkey of everyone';
      if (verb === 'allow-password-only') return 'let everyone sign in with a password alone';
      return `changed ${name}`;
    })
    .join(', ');
}

/**
 * 'updated sculpture “Hero Kid”', 'scheduled newsletter “Spring letter”', 'changed the
 * password': the line's verb and what it was done to, by the name the server recorded.
 */
export function describeEntry(entry: Pick<ActivityEntry, 'action' | 'entity' | 'target'>): string {
  const automatic = AUTOMATIC[entry.action];
  const name = entry.target ? `“${entry.target}”` : null;
  if (automatic) return automatic([NOUNS[entry.entity], name].filter(Boolean).join(' '));
  const verb = PAST_TENSE[entry.action] ?? entry.action;
  if (entry.entity === 'sculpture' && entry.action === 'reorder') return `${verb} the collection`;
  // The site's own deletions say what went: '3 closed inquiries and 1 ended reservation older than 12 months'.
  if (entry.entity === 'data-retention' && entry.action === 'prune') return `deleted ${entry.target}`;
  // A person's data on request (decision 34); the log never names an erased person.
  if (entry.entity === 'collector' && entry.action === 'export')
    return `exported the data held about ${name ?? 'a collector'}`;
  if (entry.entity === 'collector' && entry.action === 'erase') return 'erased a collector and their data';
  if (entry.entity === 'staff') return describeStaffChange(entry.action, name ?? 'a person');
  if (entry.entity === 'passkey')
    return `${entry.action === 'add' ? 'added' : 'removed'} the passkey ${name ?? ''}`.trim();
  if (entry.entity === 'authenticator')
    return `${entry.action === 'turn-on' ? 'turned on' : 'turned off'} ${NOUNS.authenticator}`;
  return [verb, NOUNS[entry.entity], name].filter(Boolean).join(' ');
}

const timestamp = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 24, 2026, 11:40 PM' in the admin's own time zone. */
export function formatActivityTime(at: string): string {
  const parsed = new Date(at);
  return Number.isNaN(parsed.getTime()) ? at : timestamp.format(parsed);
}
