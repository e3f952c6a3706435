import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * The admin's light workspace: the .theme-admin tokens re-skin every primitive. The class goes
 * on <html> too, so the page background, scrollbars and portalled toasts match.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('theme-admin');
    return () => root.classList.remove('theme-admin');
  }, []);
  return (
    <TooltipProvider>
      <div className="theme-admin min-h-dvh bg-background text-foreground">{children}</div>
    </TooltipProvider>
  );
}
