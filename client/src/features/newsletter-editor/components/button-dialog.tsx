import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type ButtonAttrs, safeHref } from '../../../../../contract/email-doc';
import { EDITOR_COPY } from '../editor-copy';
import { focusFirstField } from './focus-first-field';
import { UrlField } from './url-field';

const copy = EDITOR_COPY.buttonDialog;

/** A call to action: the accent-coloured button of the email. */
export function ButtonDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (attrs: ButtonAttrs) => void;
}) {
  const [label, setLabel] = useState('');
  const [href, setHref] = useState('');
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const safe = safeHref(href);
    const next = {
      label: label.trim() ? undefined : 'Please enter the button text',
      href: safe ? undefined : EDITOR_COPY.invalidUrl,
    };
    setErrors(next);
    if (!next.label && safe) onInsert({ label: label.trim(), href: safe });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} onOpenAutoFocus={focusFirstField('editor-button-label')}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="editor-button-label" label={copy.label} error={errors.label} required>
            <Input
              id="editor-button-label"
              value={label}
              maxLength={80}
              aria-invalid={errors.label ? true : undefined}
              aria-describedby={errors.label ? 'editor-button-label-error' : undefined}
              onChange={(event) => setLabel(event.target.value)}
            />
          </FormField>
          <UrlField
            id="editor-button-url"
            label={copy.url}
            value={href}
            onChange={setHref}
            error={errors.href}
          />
          <DialogFooter>
            <Button type="submit" size="sm">
              {copy.insert}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
