import { RotateCw } from '@/components/icons/rotate-cw';
import { Button } from '@/components/ui/button';
import { ERROR_COPY } from '@/config/copy/site';
import { BrandMark } from './brand-logo';

/** The global error screen. Stands alone: it may render when the layout itself failed. */
export function ErrorScreen() {
  return (
    <main className="bg-grid grid min-h-dvh place-items-center bg-background px-6 text-foreground">
      <div role="alert" className="grid max-w-md justify-items-center gap-5 text-center">
        <BrandMark className="size-12 opacity-80" />
        <h1 className="text-chrome font-display text-3xl font-bold tracking-tight sm:text-4xl">
          {ERROR_COPY.title}
        </h1>
        <p className="text-muted">{ERROR_COPY.description}</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          {ERROR_COPY.refresh}
        </Button>
      </div>
    </main>
  );
}
