import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { ADMIN_API_PREFIX } from '@contract/api-paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/**
 * While the dashboard is open, a request refused because the session ended (401) asks the admin
 * to sign in again, and one refused for want of fresh proof (403 `{reauthenticate: true}`: a
 * money, erasure, staff, payment or mail step) asks for their password again; either way it is
 * then sent once more, instead of failing: whatever was being saved is kept, and goes through.
 * The dashboard's dialogs are the prompts.
 */
type Prompt = () => Promise<boolean>;

/** The session's own routes answer 401 as their result, not as a session that ended mid-work. */
const SESSION_ROUTES = new Set(
  [ADMIN_CALLS.login, ADMIN_CALLS.verify, ADMIN_CALLS.logout].map((path) => adminCallUrl(path)),
);

const prompts: { signIn: Prompt | null; prove: Prompt | null } = { signIn: null, prove: null };
/** The prompt open now, if any: every request refused meanwhile waits on the same one. */
const asking: { signIn: Promise<boolean> | null; prove: Promise<boolean> | null } = {
  signIn: null,
  prove: null,
};

function ask(kind: 'signIn' | 'prove'): Promise<boolean> {
  const prompt = prompts[kind];
  if (!prompt) return Promise.resolve(false);
  asking[kind] ??= prompt().finally(() => {
    asking[kind] = null;
  });
  return asking[kind];
}

/** Whether a 403 asks for proof (rather than refusing the role, or the request). */
async function asksForProof(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { reauthenticate?: unknown }).reauthenticate === true;
  } catch {
    return false;
  }
}

async function onRefused(url: string, response: Response): Promise<boolean> {
  if (!url.startsWith(`${ADMIN_API_PREFIX}/`)) return false;
  if (response.status === 401) return SESSION_ROUTES.has(url) ? false : ask('signIn');
  return response.status === 403 && (await asksForProof(response)) ? ask('prove') : false;
}

/**
 * Registers a prompt (true once signed in, or proved, again; false if the admin gave up).
 * Returns the unregistration.
 */
function register(kind: 'signIn' | 'prove', prompt: Prompt): () => void {
  prompts[kind] = prompt;
  setUnauthorizedHandler(onRefused);
  return () => {
    prompts[kind] = null;
    if (!prompts.signIn && !prompts.prove) setUnauthorizedHandler(null);
  };
}

export const registerSignInPrompt = (prompt: Prompt) => register('signIn', prompt);
export const registerProofPrompt = (prompt: Prompt) => register('prove', prompt);
