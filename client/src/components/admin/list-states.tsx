import type { ReactNode } from 'react';

/** The quiet loading line every admin list shows ('Loading collection...', ...). */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted">
      {children}
    </p>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-1 rounded-lg border border-dashed border-border px-4 py-12 text-center">
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </div>
  );
}

export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="py-10 text-center text-sm text-sold-out">
      {children}
    </p>
  );
}

interface QueryStatesProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  loadingText: string;
  failedText: string;
  /** Shown instead of children when the data is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, failed, empty or the data: the four states every admin tab body has. */
export function QueryStates<T>({ query, loadingText, failedText, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError || query.data === undefined) return <LoadFailed>{failedText}</LoadFailed>;
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
