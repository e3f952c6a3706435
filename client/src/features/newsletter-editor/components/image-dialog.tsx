import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeUploadFailure } from '@/features/admin-media/upload-step';
import type { ImageAttrs } from '../../../../../contract/email-doc';
import { EDITOR_COPY } from '../editor-copy';
import { uploadNewsletterImage } from '../newsletter-image-upload';
import { focusFirstField } from './focus-first-field';

const copy = EDITOR_COPY.imageDialog;

/** Uploads an image through the signed-upload flow, with progress, and inserts it with its alt text. */
export function ImageDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (attrs: ImageAttrs) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const uploading = progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setError('Please choose an image file');
    if (!alt.trim()) return setError('Please describe the image for those who cannot see it');
    setError(undefined);
    setProgress(0);
    try {
      const image = await uploadNewsletterImage(file, setProgress);
      onInsert({ src: image.url, alt: alt.trim(), width: image.width, height: image.height });
    } catch (failure) {
      setError(describeUploadFailure(failure, copy.failed));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <DialogContent title={copy.title} onOpenAutoFocus={focusFirstField('editor-image-file')}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="editor-image-file" label={copy.file} hint={copy.fileHint} required>
            <Input
              id="editor-image-file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading}
              aria-describedby="editor-image-file-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FormField>
          <FormField id="editor-image-alt" label={copy.alt} hint={copy.altHint} required>
            <Input
              id="editor-image-alt"
              value={alt}
              maxLength={200}
              disabled={uploading}
              aria-describedby="editor-image-alt-hint"
              onChange={(event) => setAlt(event.target.value)}
            />
          </FormField>
          {uploading ? (
            <div
              role="progressbar"
              aria-label="Image upload"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-surface-raised"
            >
              <div className="h-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-sold-out">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" size="sm" disabled={uploading}>
              {uploading ? copy.uploading(progress) : copy.insert}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
