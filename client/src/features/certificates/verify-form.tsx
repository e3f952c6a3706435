import { CODE_INPUT_MAX } from '@contract/certificate-view';
import { ROUTES } from '@contract/page-paths';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { VERIFY_COPY } from '@/config/copy/verify';

/**
 * The code form. A plain GET to /verify, with or without script: the server turns ?code= into
 * /verify/{code} or says why it is not a code, so a code typed before the script arrived is sent
 * all the same.
 */
export function VerifyForm({ typed, error }: { typed?: string; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form method="get" action={ROUTES.verify} className="grid gap-3" noValidate>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {VERIFY_COPY.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={id}
          name="code"
          defaultValue={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_INPUT_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="font-display text-lg tracking-wider uppercase sm:flex-1"
          placeholder="K7M2Q-9XW4R-TT3HB-0ZC8N"
        />
        <Button type="submit" size="lg">
          {VERIFY_COPY.button}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-sold-out">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-sm text-muted">
        {VERIFY_COPY.hint}
      </p>
    </form>
  );
}
