import { BrandMark } from '@/components/layout/brand-logo';

/** Shown while the first lazy page of a visit loads. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background" role="status" aria-label="Loading">
      <BrandMark className="size-10 animate-pulse" />
    </div>
  );
}
