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
/**
 * What the dashboard does when the Owner's rule holds this person (403 `{setUpRequired: true}`,
 * the rule turned on while they were signed in): it shows the setup. The request itself fails.
 */
let onSetUpRequired: (() => void) | null = null;
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

/** What a 403 asks for: proof, or a second factor set up (else it refuses the role, or the request). */
async function refusalAsks(response: Response): Promise<'proof' | 'setup' | null> {
  try {
    const body = (await response.clone().json()) as { reauthenticate?: unknown; setUpRequired?: unknown };
    return body.reauthenticate === true ? 'proof' : body.setUpRequired === true ? 'setup' : null;
  } catch {
    return null;
  }
}

async function onRefused(url: string, response: Response): Promise<boolean> {
  if (!url.startsWith(`${ADMIN_API_PREFIX}/`)) return false;
  if (response.status === 401) return SESSION_ROUTES.has(url) ? false : ask('signIn');
  if (response.status !== 403) return false;
  const asks = await refusalAsks(response);
  if (asks === 'setup') onSetUpRequired?.();
  return asks === 'proof' ? ask('prove') : false;
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

/** Registers what the dashboard does when the Owner's rule holds this person. Returns the unregistration. */
export function registerSetUpRequired(handler: () => void): () => void {
  onSetUpRequired = handler;
  return () => {
    if (onSetUpRequired === handler) onSetUpRequired = null;
  };
}
