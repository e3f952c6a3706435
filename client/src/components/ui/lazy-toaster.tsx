import { TOAST_HOTKEY } from '@contract/limits';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

// Radix Toast is a fifth of the public app's code: it loads with the first toast, not the page.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region, loaded on demand: when the first toast is raised, or when the visitor
 * presses F8 before any toast, in which case the region takes focus as soon as it exists.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [hotkeyPressed, setHotkeyPressed] = useState(false);

  useEffect(() => {
    if (hasToasts || hotkeyPressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) setHotkeyPressed(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasToasts, hotkeyPressed]);

  if (!hasToasts && !hotkeyPressed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={hotkeyPressed && !hasToasts} />
    </Suspense>
  );
}
