import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@contract/limits';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';

const InsideProvider = createContext(false);

/**
 * The site's tooltip timing (700 ms, then 300 ms to skip to a neighbour) for everything inside. One provider per workspace, so that
 * moving from one tip to the next within the skip delay shows the next at once.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * Names an icon-only control for sighted pointer and keyboard users, as its aria-label already
 * does for screen readers. The tip repeats that name, so it is hidden from the accessibility
 * tree (no double announcement). The child must be a single element that takes a ref.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  const tip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side="top"
          sideOffset={6}
          aria-hidden
          className="z-50 rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background shadow-md"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // Radix refuses a tip outside a provider; one rendered on its own (a test, a future page) gets
  // its own, with the same timing.
  return useContext(InsideProvider) ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}
