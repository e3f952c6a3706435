import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { safeHref } from '../../../../../contract/email-doc';
import { EDITOR_COPY } from '../editor-copy';
import { focusFirstField } from './focus-first-field';
import { UrlField } from './url-field';

const copy = EDITOR_COPY.linkDialog;

/** Sets the link of the selected words, or removes it. */
export function LinkDialog({
  open,
  onOpenChange,
  initialHref,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialHref: string;
  onApply: (href: string | null) => void;
}) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const safe = safeHref(href);
    if (!safe) return setError(EDITOR_COPY.invalidUrl);
    onApply(safe);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} onOpenAutoFocus={focusFirstField('editor-link-url')}>
        <form onSubmit={submit} noValidate>
          <UrlField
            id="editor-link-url"
            label={copy.url}
            hint={copy.hint}
            value={href}
            onChange={setHref}
            error={error}
          />
          <DialogFooter>
            {initialHref ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => onApply(null)}>
                {copy.remove}
              </Button>
            ) : null}
            <Button type="submit" size="sm">
              {copy.apply}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
