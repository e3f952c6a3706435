import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@contract/limits';
import { useEffect, useRef } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

/**
 * Renders the toast store with the behaviour: 5 s, swipe right 50 px, F8 focuses the region.
 * `focusOnMount` stands in for the F8 press that caused it to load (see LazyToaster).
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render may take focus
  useEffect(() => {
    if (focusOnMount) viewport.current?.closest<HTMLElement>('[role="region"]')?.focus();
  }, []);
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={[TOAST_HOTKEY]} />
    </ToastProvider>
  );
}
