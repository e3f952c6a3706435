import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { registerSignInPrompt } from '../reauthenticate';
import { LoginForm } from './login-form';

/**
 * Over the dashboard when the session ends mid-work (idle too long, signed out elsewhere, the
 * password changed): signing in here sends again whatever was refused, so nothing typed is lost.
 * Closing it lets those requests fail as they would have.
 */
export function SignInAgainDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((signedIn: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerSignInPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (signedIn: boolean) => {
    settle.current?.(signedIn);
    settle.current = null;
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent
        title="Sign in again"
        description="Your session has ended. Sign in to carry on: what you were saving is kept and will be sent once you are in."
        className="max-w-md"
      >
        <LoginForm onSignedIn={() => finish(true)} />
      </DialogContent>
    </Dialog>
  );
}
