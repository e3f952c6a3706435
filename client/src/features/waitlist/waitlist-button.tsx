import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

const loadDialog = () => import('./waitlist-dialog');
// The dialog is its own chunk: most visits never open it.
const WaitlistDialog = lazy(() => loadDialog().then((m) => ({ default: m.WaitlistDialog })));

type WaitlistButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  sculptureTitle: string;
  children: ReactNode;
};

/** A button that opens the waitlist dialog for one sculpture; the dialog loads on first intent. */
export function WaitlistButton({ sculptureTitle, children, ...buttonProps }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog();

  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WaitlistDialog sculptureTitle={sculptureTitle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
