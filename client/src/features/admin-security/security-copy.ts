/** The Security card's texts (the dashboard's own words for sessions). */
export const SECURITY_COPY = {
  success: 'Success',
  passwordChanged: 'Password changed. Every other browser is signed out.',
  changeFailed: 'Failed to change password',
  mismatch: 'The two new passwords are not the same.',
  signedOut: (browser: string) => `${browser} is signed out.`,
  revokeFailed: 'Failed to sign out the browser',
  loadFailed: 'Failed to fetch sessions',
  networkNote:
    'Networks are shown to their first three parts (the street, not the house): enough to tell your studio from somewhere else, without keeping where anyone is.',
  totpStartFailed: 'Failed to start setting up the authenticator app',
  totpOffFailed: 'Failed to turn off the authenticator app',
  totpOn: 'Authenticator app on. Keep your recovery codes somewhere safe.',
  totpOff: 'Authenticator app off. Your password alone signs you in.',
  passkeyAddFailed: 'Failed to add the passkey',
  passkeyRemoveFailed: 'Failed to remove the passkey',
  passkeyAdded: (name: string) =>
    `${name} added. It signs you in, and confirms it is you, without a password.`,
  passkeyRemoved: (name: string) => `${name} removed. It no longer signs anyone in.`,
  accessLoadFailed: 'Failed to fetch everyone’s sessions',
  policyFailed: 'Failed to change the rule',
} as const;
