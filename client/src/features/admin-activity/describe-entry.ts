import { ACTIVITY_ENTITIES, type ActivityEntry } from '@contract/activity';

const PAST_TENSE: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  add: 'added',
  reorder: 'reordered',
  send: 'sent',
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
};

/** What the site did by itself: said with the thing first, and why. */
const AUTOMATIC: Record<string, (what: string) => string> = {
  'sold out': (what) => `marked ${what} Sold Out: no number of its edition is left`,
  'available again': (what) => `marked ${what} Available again: a number of its edition came back`,
};

/** 'updated Sculpture 12', 'changed Password': the line's verb and what it was done to. */
export function describeEntry(entry: Pick<ActivityEntry, 'action' | 'entity' | 'target'>): string {
  const automatic = AUTOMATIC[entry.action];
  if (automatic) return automatic([ACTIVITY_ENTITIES[entry.entity], entry.target].filter(Boolean).join(' '));
  const verb = PAST_TENSE[entry.action] ?? entry.action;
  const kind = ACTIVITY_ENTITIES[entry.entity];
  return [verb, kind, entry.target].filter(Boolean).join(' ');
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
