import { SETUP_REQUIRED_MESSAGE } from '@contract/passkeys';
import { ArrowRight } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { AuthenticatorCard } from './authenticator-card';
import { PasskeysCard } from './passkeys-card';

/**
 * In place of the dashboard while the Owner's rule holds this person: a passkey or an
 * authenticator app to set up (the server refuses everything else meanwhile). Once one is set up,
 * it stays until they go on, so recovery codes shown once are not taken away mid-read.
 */
export function SetupRequired({ done, onContinue }: { done: boolean; onContinue: () => void }) {
  return (
    <section aria-labelledby="setup-title" className="grid gap-4">
      <header className="grid gap-1.5">
        <h1 id="setup-title" className="font-display text-2xl font-bold tracking-tight">
          {done ? 'You are set up' : 'One more step to sign in'}
        </h1>
        <p className="max-w-prose text-sm text-muted">
          {done
            ? 'From now on, sign in with your passkey, or with your password and a code from your app.'
            : SETUP_REQUIRED_MESSAGE}
        </p>
        {done ? (
          <div>
            <Button type="button" onClick={onContinue}>
              Go to the dashboard
              <ArrowRight aria-hidden />
            </Button>
          </div>
        ) : null}
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PasskeysCard />
        <AuthenticatorCard />
      </div>
    </section>
  );
}
