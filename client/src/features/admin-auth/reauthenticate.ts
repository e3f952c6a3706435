import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { ADMIN_API_PREFIX } from '@contract/api-paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/**
 * While the dashboard is open, a request refused because the session ended (401) asks the admin
 * to sign in again and is then sent once more, instead of failing: whatever was being saved is
 * kept, and goes through. The dashboard's sign-in dialog is the prompt.
 */
type Prompt = () => Promise<boolean>;

/** The session's own routes answer 401 as their result, not as a session that ended mid-work. */
const SESSION_ROUTES = new Set(
  [ADMIN_CALLS.login, ADMIN_CALLS.verify, ADMIN_CALLS.logout].map((path) => adminCallUrl(path)),
);

/**
 * Registers `prompt` (true once signed in again, false if the admin gave up); every request
 * refused while it is open waits on the same prompt. Returns the unregistration.
 */
export function registerSignInPrompt(prompt: Prompt): () => void {
  let asking: Promise<boolean> | null = null;
  setUnauthorizedHandler((url) => {
    if (!url.startsWith(`${ADMIN_API_PREFIX}/`) || SESSION_ROUTES.has(url)) return Promise.resolve(false);
    asking ??= prompt().finally(() => {
      asking = null;
    });
    return asking;
  });
  return () => setUnauthorizedHandler(null);
}
