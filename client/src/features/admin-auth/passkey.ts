import { adminCallUrl } from '@contract/admin-calls';
import { PASSKEY_MESSAGES, type PasskeyOptions, type PasskeyResponse } from '@contract/passkeys';
import { apiJson } from '@/lib/api-client';

/*
 * The browser's side of passkeys: @simplewebauthn/browser, imported only when a person uses or
 * makes a passkey (a lazy chunk of its own: the public site never loads it, nor does the
 * dashboard until then). Each step first asks the server for a challenge, then the browser's
 * passkey dialog answers it.
 */

const library = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (asked without loading the library). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** What a failed passkey dialog means to the person: cancelled, or not possible here. */
export class PasskeyCancelled extends Error {}

function explain(error: unknown): never {
  const name = (error as { name?: string; cause?: { name?: string } })?.name;
  const cause = (error as { cause?: { name?: string } })?.cause?.name;
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError')
    throw new PasskeyCancelled(PASSKEY_MESSAGES.cancelled);
  if (name === 'InvalidStateError' || cause === 'InvalidStateError')
    throw new Error('This device already has a passkey for your account.');
  throw new Error(PASSKEY_MESSAGES.unsupported);
}

/** Makes a passkey for the options the server gave; its answer, for the server to keep. */
export async function createPasskey(options: PasskeyOptions): Promise<PasskeyResponse> {
  const { startRegistration } = await library();
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the server's options are the library's JSON type.
    return (await startRegistration({ optionsJSON: options as any })) as unknown as PasskeyResponse;
  } catch (error) {
    explain(error);
  }
}

/** Signs the server's challenge with one of the person's passkeys (the browser asks which). */
export async function signWithPasskey(options: PasskeyOptions): Promise<PasskeyResponse> {
  const { startAuthentication } = await library();
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the server's options are the library's JSON type.
    return (await startAuthentication({ optionsJSON: options as any })) as unknown as PasskeyResponse;
  } catch (error) {
    explain(error);
  }
}

/** A challenge from the server (POST to `call`), answered by the person's passkey. */
export async function answerChallenge(call: string, body?: object): Promise<PasskeyResponse> {
  return signWithPasskey(await apiJson<PasskeyOptions>('POST', adminCallUrl(call), body));
}
