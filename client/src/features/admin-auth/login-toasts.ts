import { MESSAGES } from '@contract/messages';

/** The sign-in's toasts, exact. */
export const LOGIN_TOASTS = {
  succeeded: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  failed: { title: 'Login failed', fallback: MESSAGES.invalidCredentials },
  notSaved: { title: 'Login failed', description: 'Unable to save login credentials' },
} as const;
