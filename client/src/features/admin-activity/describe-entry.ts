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
};

/** 'updated Sculpture 12', 'changed Password': the line's verb and what it was done to. */
export function describeEntry(entry: Pick<ActivityEntry, 'action' | 'entity' | 'target'>): string {
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
