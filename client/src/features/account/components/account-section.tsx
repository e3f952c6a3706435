import { type ReactNode, useId } from 'react';

/** One titled block of the account page. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-8"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form that posts /account with its action, with or without script: the page comes back. */
export function ActionForm({
  action,
  children,
  className,
}: {
  action: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action="/account" className={className}>
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="font-medium text-sold-out">
      {message}
    </p>
  ) : null;
}
