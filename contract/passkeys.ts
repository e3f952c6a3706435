import { z } from 'zod';

/*
 * Passkeys (WebAuthn): a key on the person's phone, laptop or password manager that signs them in
 * without a password, and proves them again before money moves. The browser's part is
 * @simplewebauthn/browser, loaded only by the dashboard's pages that use it.
 */

/** How long a challenge handed to the browser is good for (it is good once). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_MESSAGES = {
  failed: 'That passkey did not work. Try again, or use your password.',
  unknown:
    'This passkey is not registered here. Sign in with your password, then add it on the Security page.',
  expired: 'That took too long. Try the passkey again.',
  cancelled: 'The passkey was not used.',
  unsupported: 'This browser cannot use passkeys.',
  nameRequired: 'Give the passkey a name, such as the device it is on.',
} as const;

/**
 * What the browser answers a challenge with (RegistrationResponseJSON or
 * AuthenticationResponseJSON, base64url throughout). Checked in depth by the server's WebAuthn
 * library; here only its shape and size, so a huge body is refused before it is parsed.
 */
export const PasskeyResponseSchema = z
  .object({
    id: z.string().min(1).max(1_400),
    rawId: z.string().min(1).max(1_400),
    type: z.literal('public-key'),
    response: z
      .object({ clientDataJSON: z.string().min(1).max(4_000) })
      // Base64url fields, the key's algorithm number, the transports.
      .catchall(z.union([z.string().max(16_000), z.number().int(), z.array(z.string().max(40)).max(10)])),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .strip();
export type PasskeyResponse = z.infer<typeof PasskeyResponseSchema>;

/** The options a browser passes to navigator.credentials (PublicKeyCredential*OptionsJSON). */
export const PasskeyOptionsSchema = z.record(z.string(), z.unknown());
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .max(60, 'A name of at most 60 characters')
  .refine((v) => v.length > 0, PASSKEY_MESSAGES.nameRequired);

/** POST /api/admin/me/passkeys: the new passkey's answer and the name it is listed by. */
export const PasskeyRegistrationSchema = z.object({
  name: PasskeyNameSchema,
  response: PasskeyResponseSchema,
});
export type PasskeyRegistration = z.input<typeof PasskeyRegistrationSchema>;

/** POST /api/admin/login/passkey and the passkey way of reauthenticating. */
export const PasskeyAssertionSchema = z.object({ response: PasskeyResponseSchema });

/** One of a person's passkeys, as the Security page lists it. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Synced to the person's other devices (a password manager's or the phone's cloud). */
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.array(PasskeySchema);

/** POST /api/admin/staff/invitations/passkey-options: the link's token and the name chosen. */
export const InvitationPasskeyOptionsInputSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
  username: z.string().trim().min(1).max(100),
});

/** GET/PUT /api/admin/staff/policy: whether every account needs a second factor or a passkey. */
export const StaffPolicySchema = z.object({ requireSecondFactor: z.boolean() });
export type StaffPolicy = z.infer<typeof StaffPolicySchema>;

/** The refusal (403) of a route to a person who must first set up a second factor or a passkey. */
export const SETUP_REQUIRED_MESSAGE =
  'The studio asks everyone to sign in with an authenticator app or a passkey. Set one up to go on.';
