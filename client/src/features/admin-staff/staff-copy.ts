/** The Staff tab's and the invitation page's words. */
export const STAFF_COPY = {
  success: 'Success',
  loadFailed: 'Failed to fetch the staff',
  invitationsLoadFailed: 'Failed to fetch the invitations',
  inviteFailed: 'Failed to send the invitation',
  changeFailed: 'Failed to change the staff member',
  removeFailed: 'Failed to remove the staff member',
  withdrawFailed: 'Failed to take the invitation back',
  acceptFailed: 'Failed to accept the invitation',
  invited: (email: string) => `An invitation is on its way to ${email}. Its link works once, for 48 hours.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  suspended: (name: string) => `${name} is suspended and signed out everywhere.`,
  letBackIn: (name: string) => `${name} can sign in again.`,
  removed: (name: string) => `${name} is removed and signed out everywhere.`,
  withdrawn: (email: string) => `The invitation to ${email} is taken back.`,
  mismatch: 'The two passwords are not the same.',
} as const;
