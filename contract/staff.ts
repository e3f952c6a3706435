import { z } from 'zod';
import { AdminSessionSchema, MIN_PASSWORD_LENGTH } from './auth';
import { isBareEmail } from './email-address';
import { PasskeyListSchema, PasskeyResponseSchema } from './passkeys';

/**
 * A person's role in the studio, from the most trusted: the Owner may do everything (staff,
 * payment and mail settings, refunds, erasing a collector, revoking or transferring a
 * certificate, exporting every collector); a Manager runs sales, reservations, orders and
 * shipping, inquiries, collectors (never erasing one), newsletters and content; an Editor
 * keeps the pieces, media, about, journal, site text and popup, and sees nobody's personal data.
 */
export const STAFF_ROLES = ['owner', 'manager', 'editor'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** How trusted a role is: a role may do whatever a less trusted one may. */
const RANK: Record<StaffRole, number> = { editor: 0, manager: 1, owner: 2 };

/** Whether someone of role `has` may call what needs at least `needs`. */
export const roleAllows = (has: StaffRole, needs: StaffRole) => RANK[has] >= RANK[needs];

/** The words the dashboard names a role by. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  editor: 'Editor',
};

/** What the server answers (403) to a call the person's role does not allow. */
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this. Ask the studio’s owner.';

/** GET /api/admin/me: who is signed in, and what they may do. */
export const AdminMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
  /** Whether they sign in with an authenticator app's code after their password. */
  secondFactor: z.enum(['none', 'totp']),
  /** How many passkeys they have: any of them signs them in, and proves them again. */
  passkeys: z.number().int(),
  /**
   * The Owner requires an authenticator app or a passkey of everyone, and this person has
   * neither yet: until they set one up, the server lets them do nothing else.
   */
  mustSetUp: z.boolean(),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** What the Owner is told (409) when a change would leave the studio without an Owner who can sign in. */
export const LAST_OWNER_MESSAGE = 'The studio needs at least one Owner who can sign in.';
/** The sign-in's answer (401) to the right password of a suspended account. */
export const SUSPENDED_MESSAGE = 'This account is suspended. Ask the studio’s owner.';
/** The answer to an invitation link that is unknown, used, taken back or older than 48 hours. */
export const INVITATION_INVALID_MESSAGE =
  'This invitation is not valid any more: it was used, taken back, or is more than 48 hours old. Ask the studio’s owner for a new one.';

/** How long an invitation's link works. */
export const INVITATION_HOURS = 48;

/** How a person proves themselves after their password ('none' until they set one up). */
export const SecondFactorSchema = z.enum(['none', 'totp']);

/** One person of the studio, as the Owner's Staff screen lists them. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
  secondFactor: SecondFactorSchema,
  passkeys: z.number().int(),
  lastSignInAt: z.string().nullable(),
  /** When the Owner suspended the account; null while it may sign in. */
  suspendedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.array(StaffMemberSchema);

/** PATCH /api/admin/staff/{id}: a new role, or suspended (true) or let back in (false). */
export const StaffPatchSchema = z
  .object({ role: StaffRoleSchema.optional(), suspended: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.suspended !== undefined, 'Nothing to change');
export type StaffPatch = z.infer<typeof StaffPatchSchema>;

export const InvitationInputSchema = z.object({
  email: z.string().trim().max(254).refine(isBareEmail, 'An email address like mara@example.com'),
  role: StaffRoleSchema,
});
export type InvitationInput = z.input<typeof InvitationInputSchema>;

/** An invitation still waiting to be accepted. */
export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationListSchema = z.array(PendingInvitationSchema);

/**
 * POST /api/admin/staff/invitations/accept: the link's token, the name chosen, and a password or
 * (after POST .../accept/passkey-options) the new passkey's answer.
 */
export const AcceptInvitationSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, INVITATION_INVALID_MESSAGE),
    username: z
      .string()
      .trim()
      .min(1, 'Username is required')
      .max(100, 'A username of at most 100 characters')
      .regex(/^[^\s@]+$/, 'A username without spaces or @'),
    password: z
      .string()
      .max(1_000)
      .refine(
        (v) => v.length >= MIN_PASSWORD_LENGTH,
        `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
      )
      .optional(),
    passkey: PasskeyResponseSchema.optional(),
    /** What the new passkey is listed as (the browser's name, say). */
    passkeyName: z.string().trim().max(60).optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.passkey === undefined), 'Choose a password or a passkey.');
export type AcceptInvitationInput = z.input<typeof AcceptInvitationSchema>;

/** The hint under a new password field. */
export const MIN_PASSWORD_LENGTH_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** How long a person's proof of themselves lasts for money, erasure, staff, payment and mail steps. */
export const PROOF_MINUTES = 5;
/** The refusal (403) of such a step without that proof: the dashboard asks, then sends it again. */
export const PROOF_NEEDED_MESSAGE = `Confirm it is you: this step needs your password again if you have not given it in the last ${PROOF_MINUTES} minutes.`;
export const ProofRefusalSchema = z.object({ error: z.string(), reauthenticate: z.literal(true) });

/**
 * POST /api/admin/me/reauthenticate: the person's password, or (with an authenticator app) a code
 * from it or one of their recovery codes, or one of their passkeys' answer to the challenge of
 * POST /api/admin/me/reauthenticate/options.
 */
export const ReauthenticateInputSchema = z
  .object({
    password: z.string().max(1_000).optional(),
    code: z.string().max(100).optional(),
    passkey: PasskeyResponseSchema.optional(),
  })
  .refine(
    (v) => [v.password, v.code, v.passkey].filter(Boolean).length === 1,
    'Enter your password, or a code, or use a passkey.',
  );
export type ReauthenticateInput = z.infer<typeof ReauthenticateInputSchema>;

/** GET /api/admin/staff/access: each person's signed-in browsers and passkeys (the Owner's view). */
export const StaffAccessSchema = z.array(
  z.object({
    id: z.number().int(),
    username: z.string(),
    role: StaffRoleSchema,
    sessions: z.array(AdminSessionSchema),
    passkeys: PasskeyListSchema,
  }),
);
export type StaffAccess = z.infer<typeof StaffAccessSchema>;
