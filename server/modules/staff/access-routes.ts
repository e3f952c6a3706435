import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import { StaffPolicySchema } from '../../../contract/passkeys';
import { StaffAccessSchema } from '../../../contract/staff';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { listStaff } from './accounts';
import { describeSessions, revokeSessionById } from './admin-queries';
import { listPasskeys, removePasskey } from './passkeys';
import { hasNoFactor, readRequireSecondFactor, writeRequireSecondFactor } from './policy';

export interface AccessRouteOptions {
  db: Db;
  /** A session unused this long has ended, and is not listed. */
  sessionIdleMs: number;
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The Owner's view of how everyone gets in: each person's signed-in browsers and passkeys, ending
 * anyone's session (a lost laptop), removing anyone's passkey (a lost phone), and the rule that
 * every account needs an authenticator app or a passkey. The Owner's alone (no role named).
 */
export const accessRoutes: FastifyPluginAsyncZod<AccessRouteOptions> = async (app, { db, sessionIdleMs }) => {
  app.get(ADMIN_CALLS.staffAccess, { schema: { response: { 200: StaffAccessSchema } } }, async (request) => {
    const people = await listStaff(db);
    const passkeys = await listPasskeys(
      db,
      people.map((person) => person.id),
    );
    return Promise.all(
      people.map(async (person) => ({
        id: person.id,
        username: person.username,
        role: person.role,
        sessions: await describeSessions(db, person.id, sessionIdleMs, request.admin!.tokenHash),
        passkeys: passkeys.get(person.id) ?? [],
      })),
    );
  });

  /** Ending a session only takes access away: no fresh proof, so a lost laptop is cut off at once. */
  app.delete(
    ADMIN_CALLS.staffSession,
    { schema: { params: IdParams, response: { 200: MessageSchema, 404: MessageSchema } } },
    async (request) => {
      if (!(await revokeSessionById(db, undefined, request.params.id)))
        throw new HttpError(404, 'Session not found');
      return { message: 'Signed out' };
    },
  );

  app.delete(
    ADMIN_CALLS.staffPasskey,
    {
      config: { proof: true },
      schema: { params: IdParams, response: { 200: MessageSchema, 404: MessageSchema } },
    },
    async (request) => {
      const name = await removePasskey(db, request.params.id);
      if (name === null) throw new HttpError(404, 'Passkey not found');
      return { message: `${name} removed` };
    },
  );

  app.get(ADMIN_CALLS.staffPolicy, { schema: { response: { 200: StaffPolicySchema } } }, async () => ({
    requireSecondFactor: await readRequireSecondFactor(db),
  }));

  app.put(
    ADMIN_CALLS.staffPolicy,
    {
      config: { proof: true },
      schema: { body: StaffPolicySchema, response: { 200: StaffPolicySchema, 409: MessageSchema } },
    },
    async (request) => {
      // The Owner first: turning the rule on must not hold its own author to the setup.
      if (request.body.requireSecondFactor && (await hasNoFactor(db, request.admin!.userId)))
        throw new HttpError(409, 'Set up your own authenticator app or passkey first.');
      await writeRequireSecondFactor(db, request.body.requireSecondFactor);
      return { requireSecondFactor: request.body.requireSecondFactor };
    },
  );
};
