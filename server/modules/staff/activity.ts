import { eq } from 'drizzle-orm';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import type { StaffPatch } from '../../../contract/staff';
import type { ActivitySubject, WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { adminSessions, adminUsers } from '../../db/schema';
import { staffInvitations, staffPasskeys } from './schema';

const idOf = (request: WriteRequest) => Number((request.params as { id?: unknown } | undefined)?.id);

/** A person as the log names them: their username (the log is the Owner's alone). */
async function memberName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row?.username ?? null;
}

async function invitationName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ email: staffInvitations.email })
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id));
  return row?.email ?? null;
}

/** A passkey as the log names it: its name and whose it is ("MacBook of mara"). */
async function passkeyName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ name: staffPasskeys.name, username: adminUsers.username })
    .from(staffPasskeys)
    .innerJoin(adminUsers, eq(adminUsers.id, staffPasskeys.userId))
    .where(eq(staffPasskeys.id, id));
  return row ? `${row.name} of ${row.username}` : null;
}

/** Whose session the Owner ended. */
async function sessionOwnerName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id));
  return row?.username ?? null;
}

/**
 * What the Owner did to a person, as steps the Activity tab words ('role:manager', 'suspend',
 * 'unsuspend'; several joined by commas when one change made them together).
 */
function changeAction(request: WriteRequest): string {
  const patch = request.body as StaffPatch;
  const steps: string[] = [];
  if (patch.role) steps.push(`role:${patch.role}`);
  if (patch.suspended === true) steps.push('suspend');
  if (patch.suspended === false) steps.push('unsuspend');
  return steps.join(',') || 'update';
}

const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) =>
  `${method} ${ADMIN_API_PREFIX}${path}`;

/** Every change of the staff, for the activity log. */
export const STAFF_ACTIVITY: Record<string, ActivitySubject | null> = {
  [write('POST', ADMIN_CALLS.staffInvitations)]: {
    entity: 'staff',
    action: (request) => `invite:${(request.body as StaffPatch).role ?? 'editor'}`,
    name: (_db, request) => (request.body as { email?: string }).email ?? null,
    noFields: true,
  },
  [write('DELETE', ADMIN_CALLS.staffInvitation)]: {
    entity: 'staff',
    action: 'withdraw',
    name: invitationName,
    noFields: true,
  },
  [write('PATCH', ADMIN_CALLS.staffMember)]: {
    entity: 'staff',
    action: changeAction,
    name: memberName,
    noFields: true,
  },
  [write('DELETE', ADMIN_CALLS.staffMember)]: {
    entity: 'staff',
    action: 'remove',
    name: memberName,
    noFields: true,
  },
  // Proving oneself again, or starting a setup, changes nothing on record.
  [write('POST', ADMIN_CALLS.reauthenticate)]: null,
  [write('POST', ADMIN_CALLS.totp)]: null,
  [write('POST', ADMIN_CALLS.totpConfirm)]: { entity: 'authenticator', action: 'turn-on', noFields: true },
  [write('DELETE', ADMIN_CALLS.totp)]: { entity: 'authenticator', action: 'turn-off', noFields: true },
  [write('POST', ADMIN_CALLS.passkeyOptions)]: null,
  [write('POST', ADMIN_CALLS.reauthenticateOptions)]: null,
  [write('POST', ADMIN_CALLS.passkeys)]: {
    entity: 'passkey',
    action: 'add',
    name: (_db, request) => (request.body as { name?: string }).name ?? null,
    noFields: true,
  },
  [write('DELETE', ADMIN_CALLS.passkey)]: {
    entity: 'passkey',
    action: 'remove',
    name: passkeyName,
    noFields: true,
  },
  [write('DELETE', ADMIN_CALLS.staffPasskey)]: {
    entity: 'passkey',
    action: 'remove',
    name: passkeyName,
    noFields: true,
  },
  [write('DELETE', ADMIN_CALLS.staffSession)]: {
    entity: 'staff',
    action: 'end-session',
    name: sessionOwnerName,
    noFields: true,
  },
  [write('PUT', ADMIN_CALLS.staffPolicy)]: {
    entity: 'staff',
    action: (request) =>
      (request.body as { requireSecondFactor?: boolean }).requireSecondFactor
        ? 'require-second-factor'
        : 'allow-password-only',
    noFields: true,
  },
};
