import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openInPlace } from '@/lib/open-in-place';

const loadDialog = () => import('./waitlist-dialog');
// The dialog is its own chunk: most visits never open it.
const WaitlistDialog = lazy(() => loadDialog().then((m) => ({ default: m.WaitlistDialog })));

type WaitlistButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  sculptureTitle: string;
  children: ReactNode;
};

/**
 * Opens the waitlist dialog for one sculpture; the dialog loads on first intent. It is a link to
 * the piece's waitlist page, so before the script has run a tap still leads to the form.
 */
export function WaitlistButton({ sculptureTitle, children, ...buttonProps }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog();

  return (
    <>
      <Button {...buttonProps} asChild>
        <a
          href={paths.waitlistFor(sculptureTitle)}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={(event) => openInPlace(event, () => setOpen(true))}
        >
          {children}
        </a>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WaitlistDialog sculptureTitle={sculptureTitle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
